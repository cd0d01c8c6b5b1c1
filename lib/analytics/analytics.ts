/**
 * The page's analytics helpers: a page view, and an event of action, category,
 * label and value. They cost nothing until the visitor consents: measurement then registers a
 * sink (Firebase Analytics) and every later call reaches it. Calls before consent are dropped.
 */
export interface AnalyticsEvent {
  action: string;
  category: string;
  label?: string;
  value?: number;
}

export interface AnalyticsSink {
  pageView(path: string, title: string): void;
  event(event: AnalyticsEvent): void;
}

const sinks = new Set<AnalyticsSink>();

export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

export function trackPageView(path: string = window.location.pathname): void {
  sinks.forEach((sink) => sink.pageView(path, document.title));
}

export function trackEvent(event: AnalyticsEvent): void {
  sinks.forEach((sink) => sink.event(event));
}
