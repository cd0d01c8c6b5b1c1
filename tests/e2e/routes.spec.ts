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

test.describe('every page', () => {
  test.skip(({ isMobile }) => isMobile, 'page checks run once, on desktop');

  test('the sitemap lists every spec route', () => {
    const paths = sitemapPaths();
    expect(SPEC_ROUTES.filter((route) => !paths.includes(route))).toEqual([]);
  });

  for (const path of sitemapPaths()) {
    test(`${path} answers 200 with one h1, its own title, description, canonical and Open Graph`, async ({ page }) => {
      const errors = watchForErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      const title = await page.title();
      expect(title.length).toBeGreaterThan(5);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/.{50,}/);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(new URL(path, site.url).href);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https:\/\//);
      const levels = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1] + 1);
      expect(skips, `heading levels ${levels.join(' ')}`).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(errors()).toEqual([]);
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
