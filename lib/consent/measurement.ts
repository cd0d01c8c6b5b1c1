import Router from 'next/router';
import { trackPageView } from '@/lib/analytics/analytics';
import { hotjarSiteId } from '@/lib/analytics/hotjarSiteId';
import { clearHotjarStorage } from '@/lib/analytics/hotjarStorage';

let started = false;
let stopAnalytics: (() => void) | null = null;

/** Every client-side route change is a page view (query and hash left out). */
const pageViewOnRoute = (url: string) => trackPageView(url.split(/[?#]/)[0]);

/** After consent: session recording and analytics, each only when configured, each its own chunk. */
export async function startMeasurement(): Promise<void> {
  if (started) return;
  started = true;
  const siteId = hotjarSiteId(process.env.NEXT_PUBLIC_HOTJAR_SITE_ID);
  const startRecording = async () => (siteId ? (await import('@/lib/analytics/hotjar')).startHotjar(siteId) : false);
  const startAnalytics = async () => {
    const analytics = await import('@/lib/analytics/firebaseAnalytics');
    stopAnalytics = analytics.stopFirebaseAnalytics;
    return analytics.startFirebaseAnalytics();
  };
  const [, analyticsOn] = await Promise.all([startRecording(), startAnalytics()]);
  // The page the visitor consented on counts as viewed (gtag's own page view is off).
  if (analyticsOn) trackPageView();
  Router.events.on('routeChangeComplete', pageViewOnRoute);
}

/** Withdrawal, synchronously (the page reloads next): stop sending, remove what the tools stored. */
export function stopMeasurement(): void {
  Router.events.off('routeChangeComplete', pageViewOnRoute);
  stopAnalytics?.();
  clearHotjarStorage();
  started = false;
}
