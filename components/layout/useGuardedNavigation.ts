import { useRouter } from 'next/router';
import { useCallback, useRef, type MouseEvent } from 'react';
import { isPlainSiteClick } from '@/lib/dom/plainClick';

/**
 * Intercepts menu link clicks and navigates with the router. While one navigation is in
 * progress further clicks are ignored; navigation errors are only logged (spec §2, §4).
 * Modified clicks (new tab, download) keep the browser's behaviour.
 */
export function useGuardedNavigation() {
  const router = useRouter();
  const busy = useRef(false);

  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, href: string) => {
      if (!isPlainSiteClick(event)) return;
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      router
        .push(href)
        .catch((error: unknown) => console.error('Navigation failed:', error))
        .finally(() => {
          busy.current = false;
        });
    },
    [router],
  );
}
