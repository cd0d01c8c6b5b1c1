import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated } from './helpers';
import { actAsPerson, consentCookie } from './visitor';

// The e2e build (npm run build:e2e) has a Hotjar site id and an Analytics measurement id.
const HOTJAR_SITE_ID = '3900001';
const MEASUREMENT_ID = 'G-E2ETEST000';
const THIRD_PARTY = /hotjar\.(com|io)|googletagmanager\.com|google-analytics\.com|analytics\.google\.com|firebase(installations)?\.googleapis\.com/;

/**
 * Answers every request to the measurement services locally (the machine is offline) and records
 * it, so a test can tell exactly what a page asked for and when.
 */
async function recordMeasurement(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(THIRD_PARTY, async (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.includes('/webConfig')) {
      return route.fulfill({ json: { measurementId: MEASUREMENT_ID, appId: '1:000000000000:web:0000000000000000' } });
    }
    if (url.includes('firebaseinstallations')) {
      return route.fulfill({ json: { fid: 'fAkEfId0000000000000aa', refreshToken: 'r', authToken: { token: 't', expiresIn: '604800s' } } });
    }
    return route.fulfill({ contentType: url.includes('.js') || url.includes('gtag') ? 'application/javascript' : 'text/plain', body: '' });
  });
  return requests;
}

const hotjarLoads = (requests: string[]) => requests.filter((url) => url.startsWith(`https://static.hotjar.com/c/hotjar-${HOTJAR_SITE_ID}.js?sv=6`));
const analyticsLoads = (requests: string[]) => requests.filter((url) => url.includes('googletagmanager.com/gtag/js') && url.includes(MEASUREMENT_ID));
const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies on Nexaloom' });
/** The consent code has run and decided (html[data-consent]: ready, bot or unneeded). */
const consentSettled = (page: Page, outcome: string) => expect(page.locator('html')).toHaveAttribute('data-consent', outcome);

/** Page views the site sent to Google Analytics (gtag's queue). */
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
      .map((entry) => (entry[2] as { page_path: string }).page_path),
  );

test.describe('consent for analytics and session recording', () => {
  test.beforeEach(async ({ page }) => {
    await actAsPerson(page);
  });

  test('nothing loads before a choice; Accept and Reject are side by side with equal weight', async ({ page, context }) => {
    const requests = await recordMeasurement(context);
    await gotoHydrated(page, '/');
    await expect(banner(page)).toBeVisible();
    const accept = banner(page).getByRole('button', { name: 'Accept' });
    const reject = banner(page).getByRole('button', { name: 'Reject' });
    const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(acceptBox!.height).toBe(rejectBox!.height);
    expect(Math.abs(acceptBox!.width - rejectBox!.width)).toBeLessThan(2);
    const look = (locator: typeof accept) => locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.fontSize, style.fontWeight];
    });
    expect(await look(accept)).toEqual(await look(reject));
    await expectNoAxeViolations(page);
    await consentSettled(page, 'ready');
    expect(requests).toEqual([]);
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('_hj') || cookie.name.startsWith('_ga'))).toEqual([]);
  });

  test('Accept starts Hotjar (site id, version 6) and analytics, now and on later pages; route changes are page views', async ({ page, context }) => {
    const requests = await recordMeasurement(context);
    await gotoHydrated(page, '/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => hotjarLoads(requests).length).toBe(1);
    await expect.poll(() => analyticsLoads(requests).length).toBe(1);
    // Hotjar's own inline loader ran: the page's Content-Security-Policy allows it by hash.
    expect(await page.evaluate(() => typeof (window as unknown as { hj?: unknown }).hj)).toBe('function');
    await expect.poll(() => pageViews(page)).toEqual(['/']);

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq/');
    await expect.poll(() => pageViews(page)).toEqual(['/', '/faq/']);

    // A later visit: the stored choice starts both at load, with no banner.
    const before = requests.length;
    await gotoHydrated(page, '/about/');
    await expect.poll(() => hotjarLoads(requests.slice(before)).length).toBe(1);
    await expect(banner(page)).toBeHidden();
  });

  test('Reject loads nothing, on this page or later ones', async ({ page, context }) => {
    const requests = await recordMeasurement(context);
    await gotoHydrated(page, '/');
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toBeHidden();
    await gotoHydrated(page, '/about/');
    await consentSettled(page, 'ready');
    await expect(banner(page)).toBeHidden();
    expect(requests).toEqual([]);
  });

  test('withdrawing from the footer clears the cookies, reloads, and nothing loads again', async ({ page, context }) => {
    const requests = await recordMeasurement(context);
    await gotoHydrated(page, '/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => hotjarLoads(requests).length).toBe(1);
    // What Hotjar would have stored (its script is stubbed here).
    await context.addCookies([{ name: `_hjSessionUser_${HOTJAR_SITE_ID}`, value: 'x', url: page.url() }]);
    await page.evaluate((id) => localStorage.setItem(`_hjSessionUser_${id}`, 'x'), HOTJAR_SITE_ID);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const preferences = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(preferences).toBeVisible();
    await expectNoAxeViolations(page);
    const reloaded = page.waitForEvent('load');
    await preferences.getByRole('button', { name: 'Reject all' }).click();
    await reloaded;
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await consentSettled(page, 'ready');

    const after = requests.length;
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('_hj'))).toEqual([]);
    expect(await page.evaluate((id) => localStorage.getItem(`_hjSessionUser_${id}`), HOTJAR_SITE_ID)).toBeNull();
    expect(requests.slice(after)).toEqual([]);
  });
});

test('bots get no banner and no measurement, even with a stored Accept', async ({ page, context }) => {
  const requests = await recordMeasurement(context);
  // An automated browser (navigator.webdriver) is a bot; so is a crawler's user agent.
  await gotoHydrated(page, '/');
  await consentSettled(page, 'bot');
  await expect(banner(page)).toHaveCount(0);
  await context.addCookies([consentCookie(new URL(page.url()).origin, true)]);
  await gotoHydrated(page, '/about/');
  await consentSettled(page, 'bot');
  expect(requests).toEqual([]);
});

test.describe('a crawler user agent', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  test('gets no banner and no measurement', async ({ page, context }) => {
    await actAsPerson(page);
    const requests = await recordMeasurement(context);
    await gotoHydrated(page, '/');
    await consentSettled(page, 'bot');
    await expect(banner(page)).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});
