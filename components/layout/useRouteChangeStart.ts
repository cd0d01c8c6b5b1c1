import { useRouter } from 'next/router';
import { useEffect } from 'react';

/** Calls the handler whenever a client-side route change starts. */
export function useRouteChangeStart(handler: () => void) {
  const router = useRouter();
  useEffect(() => {
    router.events.on('routeChangeStart', handler);
    return () => router.events.off('routeChangeStart', handler);
  }, [router, handler]);
}
