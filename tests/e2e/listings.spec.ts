import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

test.skip(({ isMobile }) => isMobile, 'listing order is the same on every viewport');

async function cardDates(page: Page) {
  const values = await page.locator('main article time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(values.every((value) => /^\d{4}-\d{2}-\d{2}$/.test(value))).toBe(true);
  return values;
}

test('insights are listed newest first', async ({ page }) => {
  await gotoHydrated(page, '/insights/');
  const dates = await cardDates(page);
  expect(dates.length).toBeGreaterThanOrEqual(12);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('case studies are listed oldest first and every button reads Read More', async ({ page }) => {
  await gotoHydrated(page, '/case-studies/');
  const dates = await cardDates(page);
  expect(dates.length).toBeGreaterThanOrEqual(8);
  expect(dates).toEqual([...dates].sort());
  const buttons = page.locator('main article a.btn');
  await expect(buttons).toHaveCount(dates.length);
  for (const text of await buttons.evaluateAll((links) => links.map((link) => link.firstChild?.textContent))) expect(text).toBe('Read More');
});

test('an article shows its header, meta, call to action, body, tags and related articles', async ({ page }) => {
  await gotoHydrated(page, '/insights/securing-the-software-supply-chain-in-ci/');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(/min read/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Talk to an engineer' })).toHaveAttribute('href', '/contact/');
  await expect(main.getByRole('list', { name: 'Tags' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Related articles' })).toBeVisible();
  const headerImage = main.locator('img[width="1200"]');
  await expect(headerImage).toHaveAttribute('alt', /.{10,}/);
  await headerImage.scrollIntoViewIfNeeded();
  await expect.poll(() => headerImage.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
});
