// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const hotjar = vi.hoisted(() => ({ init: vi.fn(() => true), isReady: vi.fn(() => false), stateChange: vi.fn(), event: vi.fn() }));
const analytics = vi.hoisted(() => ({ start: vi.fn(async () => true), stop: vi.fn() }));
vi.mock('@hotjar/browser', () => ({ default: hotjar }));
vi.mock('@/lib/analytics/firebaseAnalytics', () => ({ startFirebaseAnalytics: analytics.start, stopFirebaseAnalytics: analytics.stop }));

async function loadMeasurement(hotjarSiteId: string) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_HOTJAR_SITE_ID', hotjarSiteId);
  return import('@/lib/consent/measurement');
}

beforeEach(() => {
  vi.unstubAllEnvs();
  hotjar.init.mockClear();
  analytics.start.mockClear();
  analytics.stop.mockClear();
});

describe('measurement after consent', () => {
  it('starts Hotjar (site id from config, version 6) and analytics once, however often consent is reported', async () => {
    const { startMeasurement } = await loadMeasurement('3900001');
    await startMeasurement();
    await startMeasurement();
    expect(hotjar.init).toHaveBeenCalledTimes(1);
    expect(hotjar.init).toHaveBeenCalledWith(3900001, 6);
    expect(analytics.start).toHaveBeenCalledTimes(1);
  });

  it('starts no Hotjar without a site id', async () => {
    const { startMeasurement } = await loadMeasurement('');
    await startMeasurement();
    expect(hotjar.init).not.toHaveBeenCalled();
    expect(analytics.start).toHaveBeenCalledTimes(1);
  });

  it('stops analytics and clears Hotjar storage on withdrawal', async () => {
    const { startMeasurement, stopMeasurement } = await loadMeasurement('3900001');
    await startMeasurement();
    localStorage.setItem('_hjSessionUser_3900001', 'x');
    stopMeasurement();
    expect(analytics.stop).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('_hjSessionUser_3900001')).toBeNull();
  });

  it('counts every later route change as a page view (without query or hash), until withdrawal', async () => {
    const { startMeasurement, stopMeasurement } = await loadMeasurement('3900001');
    // The same module instances the measurement module just loaded.
    const { default: Router } = await import('next/router');
    const { addAnalyticsSink } = await import('@/lib/analytics/analytics');
    const pageView = vi.fn();
    addAnalyticsSink({ pageView, event: vi.fn() });
    await startMeasurement();
    pageView.mockClear();
    Router.events.emit('routeChangeComplete', '/careers/?ref=menu#openings');
    expect(pageView).toHaveBeenCalledWith('/careers/', document.title);
    stopMeasurement();
    Router.events.emit('routeChangeComplete', '/about/');
    expect(pageView).toHaveBeenCalledTimes(1);
  });
});
