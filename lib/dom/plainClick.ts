import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is one the site handles itself: the main button, no modifier (new
 * tab, window, download), no other target, no download attribute, this site's origin, and
 * nobody handled it already.
 */
export function isPlainSiteClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}
