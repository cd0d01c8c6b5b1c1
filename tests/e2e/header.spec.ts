import { expect, test, type Page } from '@playwright/test';
import { posts } from '../../data/insights/posts';
import { expectNoAxeViolations, gotoHydrated, watchForErrors } from './helpers';

test.skip(({ isMobile }) => isMobile, 'the desktop header');

const trigger = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });

test('the bar is fixed, 90px high, with the logo and the six top items', async ({ page }) => {
  await gotoHydrated(page, '/');
  const header = page.locator('header').first();
  expect((await header.boundingBox())?.height).toBe(90);
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  const logo = header.getByRole('img', { name: 'Nexaloom' });
  expect(await logo.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([240, 38]);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Industries', 'Capabilities', 'Resources', 'About', 'Careers']) await expect(nav.getByRole('button', { name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
});

test('hovering a top item opens its dropdown and leaving closes it', async ({ page }) => {
  await gotoHydrated(page, '/');
  const industries = trigger(page, 'Industries');
  await industries.hover();
  await expect(industries).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByTestId('dropdown-industries');
  await expect(panel.getByRole('link', { name: 'Textile & Fashion' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Consumer & Lifestyle' })).toHaveCount(0);
  await expect(panel.getByText('Featured', { exact: true })).toBeVisible();
  await page.mouse.move(5, 500);
  await expect(panel).toBeHidden();
  await expect(industries).toHaveAttribute('aria-expanded', 'false');
});

test('featured items are the blog list positions 5-6 (Industries) and 10-11 (Resources)', async ({ page }) => {
  await gotoHydrated(page, '/');
  const cases = [
    { menu: 'Industries', id: 'industries', title: 'Featured', entries: posts.slice(5, 7) },
    { menu: 'Resources', id: 'resources', title: 'Trending Insights', entries: posts.slice(10, 12) },
  ];
  for (const { menu, id, title, entries } of cases) {
    await trigger(page, menu).hover();
    const panel = page.getByTestId(`dropdown-${id}`);
    await expect(panel.getByText(title, { exact: true })).toBeVisible();
    const items = panel.getByTestId('featured-item');
    await expect(items).toHaveCount(2);
    for (const [index, post] of entries.entries()) {
      const item = items.nth(index);
      await expect(item).toHaveAttribute('href', `/insights/${post.blogURL}`);
      await expect(item).toContainText(post.blogTitle.replace('{name}', 'Nexaloom'));
      await expect(item).toContainText(post.breadSubtitle.replace('{name}', 'Nexaloom'));
      const image = item.locator('img');
      await expect(image).toHaveAttribute('src', post.featureImg!);
      // The panel's images start loading when it opens; wait for the file before measuring it.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width, img.height])).toEqual([300, 300, 90]);
    }
  }
});

test('featured images are lazy and load only once their panel opens', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const featured = posts.slice(5, 7).map((post) => post.featureImg!);
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => featured.includes(path))).toEqual([]);
  const image = page.getByTestId('dropdown-industries').getByTestId('featured-item').first().locator('img');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await trigger(page, 'Industries').hover();
  await expect.poll(() => requested.filter((path) => featured.includes(path)).length).toBe(2);
});

test('axe finds no violation with the dropdowns closed, opened by hover and from the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/');
  await expectNoAxeViolations(page);
  await trigger(page, 'Resources').hover();
  await expect(page.getByTestId('dropdown-resources').getByTestId('featured-item').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.mouse.move(5, 500);
  await trigger(page, 'About').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('dropdown-about').getByRole('link').first()).toBeFocused();
  await expectNoAxeViolations(page);
});

test('About lists the two events', async ({ page }) => {
  await gotoHydrated(page, '/');
  await trigger(page, 'About').hover();
  const panel = page.getByTestId('dropdown-about');
  await expect(panel.getByRole('link', { name: 'Foundation Day 2025' })).toHaveAttribute('href', '/foundation-day/');
  await expect(panel.getByRole('link', { name: 'Generative AI Summit Austin 2025' })).toHaveAttribute('href', '/ai-summit/');
});

test('dropdowns work from the keyboard and close on Escape', async ({ page }) => {
  await gotoHydrated(page, '/');
  const capabilities = trigger(page, 'Capabilities');
  await capabilities.focus();
  await page.keyboard.press('Enter');
  await expect(capabilities).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(capabilities).toHaveAttribute('aria-expanded', 'false');
  await expect(capabilities).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('dropdown-capabilities').getByRole('link', { name: 'All Capabilities' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(capabilities).toBeFocused();
  await expect(page.getByTestId('dropdown-capabilities')).toBeHidden();
});

test('the header turns sticky after 50px of scroll', async ({ page }) => {
  await gotoHydrated(page, '/insights/');
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-sticky', 'false');
  await page.evaluate(() => window.scrollTo(0, 50));
  await expect(header).toHaveAttribute('data-sticky', 'false');
  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(header).toHaveAttribute('data-sticky', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-sticky', 'false');
});

test('a menu click navigates client-side and the route change closes the dropdown', async ({ page }) => {
  const errors = watchForErrors(page);
  await gotoHydrated(page, '/');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await trigger(page, 'Careers').hover();
  await page.getByTestId('dropdown-careers').getByRole('link', { name: 'Internship Program', exact: true }).click();
  await expect(page).toHaveURL(/\/internship-program\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('dropdown-careers')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(errors()).toEqual([]);
});

test('while one navigation is in progress, further menu clicks are ignored', async ({ page }) => {
  // Hold every page's data from before the first load, so a navigation that needs some stays in
  // progress (the held requests include next/link's prefetches). The first click goes to a page
  // with data: a page without (Contact) can open from its prefetched script at once.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/data/**', async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, '/');
  await trigger(page, 'Industries').hover();
  await page.getByTestId('dropdown-industries').getByRole('link', { name: 'Retail', exact: true }).click();
  await trigger(page, 'About').hover();
  await page.getByTestId('dropdown-about').getByRole('link', { name: 'Foundation Day 2025' }).click({ timeout: 5000 }).catch(() => {});
  release();
  await expect(page).toHaveURL(/\/industries\/retail\/$/);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/industries\/retail\/$/);
});
