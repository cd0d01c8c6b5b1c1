import { initializeAnalytics, isSupported, logEvent, setAnalyticsCollectionEnabled, type Analytics } from 'firebase/analytics';
import { firebaseApp } from '@/lib/firebase/app';
import { firebasePublicConfig } from '@/lib/firebase/firebaseConfig';
import { addAnalyticsSink } from './analytics';
import { analyticsSupported } from './analyticsSupport';

let analytics: Analytics | null = null;

/**
 * Starts Firebase Analytics after consent, when the build has a measurement id and the browser
 * supports it, and makes it the sink of the page's analytics helpers. Page views are sent by the
 * helpers (one per route), so gtag's automatic one is off.
 */
export async function startFirebaseAnalytics(): Promise<boolean> {
  if (analytics) return true;
  if (!firebasePublicConfig.options.measurementId) return false;
  const supported = await analyticsSupported({
    location: window.location,
    navigator: window.navigator,
    chrome: (window as { chrome?: { runtime?: { id?: string } } }).chrome,
    indexedDbUsable: isSupported,
  });
  if (!supported) return false;
  analytics = initializeAnalytics(firebaseApp(), { config: { send_page_view: false } });
  const target = analytics;
  addAnalyticsSink({
    pageView: (path, title) => logEvent(target, 'page_view', { page_path: path, page_title: title, page_location: window.location.href }),
    event: ({ action, category, label, value }) =>
      logEvent(target, action, { event_category: category, ...(label !== undefined && { event_label: label }), ...(value !== undefined && { value }) }),
  });
  return true;
}

/** On withdrawal, before the page reloads: no more hits from this page. */
export function stopFirebaseAnalytics(): void {
  if (analytics) setAnalyticsCollectionEnabled(analytics, false);
}
