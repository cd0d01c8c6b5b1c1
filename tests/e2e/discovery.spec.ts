import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated, watchForErrors } from './helpers';

test.skip(({ isMobile }) => isMobile, 'discovery runs once, on desktop');

const status = (page: Page) => page.locator('main').getByRole('status');
const cardTitles = (page: Page) => page.locator('main article h3').allTextContents();

test('insights: the first page needs no index request', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    // The listing's and the search's JSON indexes (photos are served from /generated/img/ too).
    if (/\/generated\/[^/]+\.json$/.test(new URL(request.url()).pathname)) indexRequests.push(request.url());
  });
  await gotoHydrated(page, '/insights/');
  await expect(status(page)).toHaveText(/^Showing 1–12 of \d+ articles$/);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
});

test('insights: a category filter is kept in the URL, and Back undoes it', async ({ page }) => {
  const errors = watchForErrors(page);
  await gotoHydrated(page, '/insights/');
  const all = await cardTitles(page);
  await expect(page.getByLabel('Category').locator('option[value="Cloud"]')).toHaveText(/^Cloud \(\d+\)$/);
  await page.getByLabel('Category').selectOption('Cloud');
  await expect(page).toHaveURL(/\/insights\/\?category=Cloud$/);
  await expect(status(page)).toHaveText(/^Showing 1–\d+ of \d+ articles$/);
  // Polled: the URL and the status line can change a render before the list does.
  const labels = () => page.locator('main article p span').allTextContents();
  await expect.poll(async () => new Set(await labels())).toEqual(new Set(['Cloud']));
  expect((await labels()).length).toBeGreaterThan(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/insights\/$/);
  await expect.poll(() => cardTitles(page)).toEqual(all);
  expect(errors()).toEqual([]);
});

test('insights: a shared filtered URL opens filtered, with counts per filter', async ({ page }) => {
  await gotoHydrated(page, '/insights/?industry=Healthcare');
  await expect(page.getByLabel('Industry')).toHaveValue('Healthcare');
  await expect(status(page)).toHaveText(/of \d+ articles$/);
  const options = await page.getByLabel('Category').locator('option').allTextContents();
  expect(options[0]).toBe('All');
  expect(options.slice(1).every((option) => /\(\d+\)$/.test(option))).toBe(true);
});

test('insights: text search updates ?q= and the results', async ({ page }) => {
  await gotoHydrated(page, '/insights/');
  await page.getByLabel('Search articles').fill('Playwright');
  await expect(page).toHaveURL(/\?q=Playwright$/);
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  await page.getByLabel('Search articles').fill('zzzz-no-such-thing');
  await expect(status(page)).toHaveText('No articles match these filters.');
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/insights\/$/);
  await expect(page.getByLabel('Search articles')).toHaveValue('');
});

test('insights: pages are links in the URL, and Back returns to the previous page', async ({ page }) => {
  await gotoHydrated(page, '/insights/');
  const first = await cardTitles(page);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(status(page)).toHaveText(/^Showing 13–\d+ of \d+ articles$/);
  const second = await cardTitles(page);
  expect(second.some((title) => first.includes(title))).toBe(false);
  await page.goBack();
  await expect(page).toHaveURL(/\/insights\/$/);
  await expect.poll(() => cardTitles(page)).toEqual(first);
  await gotoHydrated(page, '/insights/?page=3');
  await expect(status(page)).toHaveText(/^Showing 25–/);
});

test('insights: every page is a shareable link, the current one marked, with rel prev and next', async ({ page }) => {
  await gotoHydrated(page, '/insights/?page=2');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  const current = pages.getByRole('link', { name: 'Page 2', exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toHaveAttribute('href', '/insights/?page=2');
  await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('href', '/insights/');
  await expect(pages.getByRole('link', { name: 'Page 3', exact: true })).not.toHaveAttribute('aria-current', /.*/);
  await expect(pages.locator('[aria-current]')).toHaveCount(1);
  const previous = pages.getByRole('link', { name: 'Previous', exact: true });
  await expect(previous).toHaveAttribute('rel', 'prev');
  await expect(previous).toHaveAttribute('href', '/insights/');
  const next = pages.getByRole('link', { name: 'Next', exact: true });
  await expect(next).toHaveAttribute('rel', 'next');
  await expect(next).toHaveAttribute('href', '/insights/?page=3');
  const numbered = pages.getByRole('link', { name: /^Page \d+$/ });
  const count = await numbered.count();
  expect(count).toBeGreaterThan(2);
  const hrefs = await numbered.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(Array.from({ length: count }, (_, index) => (index === 0 ? '/insights/' : `/insights/?page=${index + 1}`)));
  // Every page target is at least 44 px square.
  for (const box of await pages.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect()))) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(page);
});

test('insights: a page link changes page without a reload and moves focus to the results; a modified click is left to the browser', async ({ page, context }) => {
  await gotoHydrated(page, '/insights/');
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/insights\/\?page=2$/);
  await expect(status(page)).toHaveText(/^Showing 13–/);
  await expect(page.getByRole('heading', { name: 'Articles', level: 2 })).toBeFocused();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

  const opened = context.waitForEvent('page');
  await pages.getByRole('link', { name: 'Page 3', exact: true }).click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).search).toBe('?page=3');
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(status(page)).toHaveText(/^Showing 13–/);
});

test('an article tag links to the filtered listing', async ({ page }) => {
  await gotoHydrated(page, '/insights/securing-the-software-supply-chain-in-ci/');
  const tag = page.getByRole('list', { name: 'Tags' }).getByRole('link').first();
  const name = (await tag.textContent())!;
  await tag.click();
  await expect(page).toHaveURL(new RegExp(`/insights/\\?tag=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}$`));
  await expect(page.getByRole('button', { name: new RegExp(`Tag: ${name}`) })).toBeVisible();
  await expect(page.locator('main article h3').filter({ hasText: 'Securing the software supply chain' })).toHaveCount(1);
});

test('case studies: a topic filter is kept in the URL', async ({ page }) => {
  await gotoHydrated(page, '/case-studies/');
  const filters = page.getByRole('navigation', { name: 'Filter case studies by topic' });
  await filters.getByRole('link', { name: /^Data Science \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\?tag=data-science$/);
  await expect(status(page)).toHaveText(/case studies on Data Science$/);
  const labels = await page.locator('main article p span').allTextContents();
  expect(new Set(labels)).toEqual(new Set(['Data Science']));
  await page.goBack();
  await expect(status(page)).toHaveText(/^All \d+ case studies, oldest first$/);
});

test('site search: the index loads on first search and finds articles, case studies and pages', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) indexRequests.push(request.url());
  });
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'Search the site' }).click();
  await expect(page).toHaveURL(/\/search\/$/);
  expect(indexRequests).toEqual([]);
  await page.getByLabel('Search articles, case studies and pages').fill('devops');
  await expect(page).toHaveURL(/\/search\/\?q=devops$/);
  const results = page.locator('main ol li');
  await expect(results.first()).toBeVisible();
  expect(indexRequests).toHaveLength(1);
  const kinds = new Set(await results.locator('span').allTextContents());
  expect(kinds.has('Page')).toBe(true);
  await gotoHydrated(page, '/search/?q=visa');
  await expect(page.getByLabel('Search articles, case studies and pages')).toHaveValue('visa');
  await expect(page.locator('main ol li').first()).toBeVisible();
  await page.getByLabel('Search articles, case studies and pages').fill('qwertyuiopasdf');
  await expect(page.locator('main').getByRole('status')).toHaveText(/Nothing on the site matches/);
});
