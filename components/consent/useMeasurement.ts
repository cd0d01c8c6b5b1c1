import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { trackPageView } from '@/lib/analytics/analytics';
import { startConsentWhenIdle } from '@/lib/consent/consentLoader';

/** The consent banner once the page is idle, and a page view for every client-side route change. */
export function useMeasurement(): void {
  const router = useRouter();
  useEffect(() => startConsentWhenIdle(), []);
  useEffect(() => {
    const pageView = (url: string) => trackPageView(url.split(/[?#]/)[0]);
    router.events.on('routeChangeComplete', pageView);
    return () => router.events.off('routeChangeComplete', pageView);
  }, [router.events]);
}
