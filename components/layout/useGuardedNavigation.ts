import { useRouter } from 'next/router';
import { useCallback, type MouseEvent } from 'react';
import { isPlainSiteClick } from '@/lib/dom/plainClick';

/** One navigation at a time for every menu on the page, not per link. */
let navigating = false;

/**
 * Intercepts menu link clicks and navigates with the router. While one navigation is in
 * progress, further menu clicks are ignored; navigation errors are only logged.
 * Modified clicks (new tab, download) keep the browser's behaviour.
 */
export function useGuardedNavigation() {
  const router = useRouter();

  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, href: string) => {
      if (!isPlainSiteClick(event)) return;
      event.preventDefault();
      if (navigating) return;
      navigating = true;
      router
        .push(href)
        .catch((error: unknown) => console.error('Navigation failed:', error))
        .finally(() => {
          navigating = false;
        });
    },
    [router],
  );
}
