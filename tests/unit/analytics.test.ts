// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { addAnalyticsSink, trackEvent, trackPageView } from '@/lib/analytics/analytics';
import { analyticsSupported } from '@/lib/analytics/analyticsSupport';
import { trackCtaClick } from '@/lib/analytics/ctaClick';

describe('analytics helpers', () => {
  it('send nothing before a sink (consent), then page views and events with action, category, label and value', () => {
    trackPageView('/before/');
    const sink = { pageView: vi.fn(), event: vi.fn() };
    const remove = addAnalyticsSink(sink);
    document.title = 'Careers | Nexaloom';
    trackPageView('/careers/');
    trackEvent({ action: 'subscribe', category: 'newsletter', label: '/', value: 1 });
    trackCtaClick("Let's Talk", '/contact/');
    remove();
    trackEvent({ action: 'after', category: 'x' });
    expect(sink.pageView.mock.calls).toEqual([['/careers/', 'Careers | Nexaloom']]);
    expect(sink.event.mock.calls).toEqual([
      [{ action: 'subscribe', category: 'newsletter', label: '/', value: 1 }],
      [{ action: 'cta_click', category: 'cta', label: "Let's Talk → /contact/" }],
    ]);
  });
});

describe('analytics support', () => {
  const base = { location: { protocol: 'https:' }, navigator: { cookieEnabled: true }, indexedDbUsable: async () => true };

  it('is on in a normal page with cookies and IndexedDB', async () => {
    expect(await analyticsSupported(base)).toBe(true);
  });

  it('is off in an extension, without cookies, or without IndexedDB', async () => {
    expect(await analyticsSupported({ ...base, location: { protocol: 'chrome-extension:' } })).toBe(false);
    expect(await analyticsSupported({ ...base, chrome: { runtime: { id: 'abcdef' } } })).toBe(false);
    expect(await analyticsSupported({ ...base, navigator: { cookieEnabled: false } })).toBe(false);
    expect(await analyticsSupported({ ...base, indexedDbUsable: async () => false })).toBe(false);
    expect(
      await analyticsSupported({
        ...base,
        indexedDbUsable: async () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
  });
});
