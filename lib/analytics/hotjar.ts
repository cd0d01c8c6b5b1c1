import { addAnalyticsSink } from './analytics';
import { HOTJAR_VERSION } from './hotjarSnippet';

/**
 * Starts session recording (called only after consent, never for bots) and makes Hotjar a sink of
 * the page's helpers: route changes become state changes, events become Hotjar events.
 */
export async function startHotjar(siteId: number): Promise<boolean> {
  const { default: Hotjar } = await import('@hotjar/browser');
  if (Hotjar.isReady()) return true;
  if (!Hotjar.init(siteId, HOTJAR_VERSION)) return false;
  addAnalyticsSink({
    pageView: (path) => Hotjar.stateChange(path),
    event: ({ action }) => Hotjar.event(action),
  });
  return true;
}
