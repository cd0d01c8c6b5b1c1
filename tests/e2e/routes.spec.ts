import { expect, test } from '@playwright/test';
import { site } from '../../data/site';
import { sitemapPaths, watchForErrors } from './helpers';

/** Every route the navigation and the footer link to. */
const SPEC_ROUTES = [
  '/', '/industries/retail/', '/industries/travel-visa-immigration/', '/industries/banking-finance/',
  '/industries/consumer-lifestyle/', '/industries/textile-and-fashion/', '/industries/healthcare/', '/capabilities/',
  '/capabilities/agentic-ai-the-future-of-autonomous-intelligence/', '/capabilities/product-engineering-service/',
  '/capabilities/digital-transformation/', '/capabilities/browser-extension/', '/capabilities/devops-service/',
  '/capabilities/qa-test-engineering/', '/capabilities/data-science/', '/insights/', '/case-studies/', '/ai-readiness-guide/',
  '/about/', '/press-releases/', '/press-releases/tree-plantation-drive-from-saplings-to-shade/', '/social-responsibility/',
  '/women-empowerment/', '/careers/', '/internship-program/', '/company-culture/', '/contact/', '/privacy/', '/faq/',
  '/terms/', '/foundation-day/', '/ai-summit/', `/${site.slug}-at-rsac-2024/`,
];

/** How many pages one test loads, one after another. */
const PAGES_PER_TEST = 12;

test.describe('every page', () => {
  test.skip(({ isMobile }) => isMobile, 'page checks run once, on desktop');

  test('the sitemap lists every spec route', () => {
    const paths = sitemapPaths();
    expect(SPEC_ROUTES.filter((route) => !paths.includes(route))).toEqual([]);
  });

  // Pages are checked in groups, each group in one browser page: a test's own start (a fresh
  // context and a cold cache) costs more than loading a page, and every page is still loaded,
  // hydrated and left to settle on its own, with its own assertions and errors.
  const paths = sitemapPaths();
  for (let start = 0; start < paths.length; start += PAGES_PER_TEST) {
    const group = paths.slice(start, start + PAGES_PER_TEST);
    test(`${group[0]} … ${group[group.length - 1]}: each answers 200 with one h1, its own title, description, canonical and Open Graph`, async ({ page }) => {
      const errors = watchForErrors(page);
      for (const path of group) {
        await test.step(path, async () => {
          const before = errors().length;
          const response = await page.goto(path);
          expect.soft(response?.status(), path).toBe(200);
          await expect.soft(page.locator('h1'), path).toHaveCount(1);
          await expect.soft(page.locator('h1'), path).not.toBeEmpty();
          const title = await page.title();
          expect.soft(title.length, path).toBeGreaterThan(5);
          expect.soft(await page.locator('meta[name="description"]').getAttribute('content'), path).toMatch(/.{50,}/);
          expect.soft(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(new URL(path, site.url).href);
          expect.soft(await page.locator('meta[property="og:title"]').getAttribute('content'), path).toBe(title);
          expect.soft(await page.locator('meta[property="og:image"]').getAttribute('content'), path).toMatch(/^https:\/\//);
          const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
          const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1] + 1);
          expect.soft(skips, `${path}: heading levels ${levels.join(' ')}`).toEqual([]);
          await page.waitForLoadState('networkidle');
          expect.soft(errors().slice(before), path).toEqual([]);
        });
      }
    });
  }

  test('page titles are unique', async ({ request }) => {
    test.setTimeout(120_000);
    const seen = new Map<string, string>();
    for (const path of sitemapPaths()) {
      const html = await (await request.get(path)).text();
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, path).not.toBe('');
      expect(seen.get(title), `${path} repeats the title of ${seen.get(title)}`).toBeUndefined();
      seen.set(title, path);
    }
  });
});

test('an unknown address answers 404 with the not-found page', async ({ page }) => {
  const errors = watchForErrors(page);
  const response = await page.goto('/this-page-does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  expect(errors().filter((error) => !error.includes('404'))).toEqual([]);
});

test('a path without its trailing slash redirects to it', async ({ page }) => {
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/about/');
});
