import { trackEvent } from './analytics';

/** A call-to-action click: the label the visitor saw and where it leads. */
export function trackCtaClick(label: string, href: string): void {
  trackEvent({ action: 'cta_click', category: 'cta', label: `${label} → ${href}` });
}
