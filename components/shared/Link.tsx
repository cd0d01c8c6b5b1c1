import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isPlainSiteClick } from '@/lib/dom/plainClick';
import { linkHref, type LinkTarget } from '@/lib/routing/linkHref';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string | LinkTarget;
  /** Change the URL without running the page's data fetching again (Next's shallow routing). */
  shallow?: boolean;
  /** Scroll to the top after the page changes, as a page load would (default true). */
  scroll?: boolean;
}

const prefetch = (href: string) => {
  if (href.startsWith('/')) Router.prefetch(href).catch(() => undefined);
};

/**
 * The site's link: an <a> that moves between pages through Next's router, without a page load,
 * like next/link. next/link also carries viewport prefetching, which this site never used
 * (every link had prefetch={false}); without it every page's first load is ~2 kB gzip lighter.
 * As next/link does, a link the pointer rests on or a finger touches prefetches its page.
 */
export function Link({ href: target, shallow, scroll = true, onClick, onMouseEnter, onTouchStart, ...rest }: LinkProps) {
  const href = linkHref(target);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainSiteClick(event)) return;
    event.preventDefault();
    Router.push(href, undefined, { shallow, scroll }).catch((error: unknown) => console.error('Navigation failed:', error));
  };
  return (
    <a
      href={href}
      onClick={handleClick}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch(href);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch(href);
      }}
      {...rest}
    />
  );
}
