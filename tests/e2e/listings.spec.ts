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
  // The header picture is the page's largest paint on a phone: fetched first, never lazily.
  await expect(headerImage).toHaveAttribute('loading', 'eager');
  await expect(headerImage).toHaveAttribute('fetchpriority', 'high');
  await headerImage.scrollIntoViewIfNeeded();
  await expect.poll(() => headerImage.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
});

test('an insight card is one link named by its title, the whole card opens it, and its image is lazy and pre-sized', async ({ page }) => {
  await gotoHydrated(page, '/insights/');
  const cards = page.locator('main article');
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  for (const card of (await cards.all()).slice(0, 3)) {
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveAccessibleName(title);
    const image = card.locator('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '600');
    await expect(image).toHaveAttribute('height', '338');
    await expect(image).toHaveAttribute('alt', /.{10,}/);
  }
  const first = cards.first();
  const href = (await first.getByRole('link').getAttribute('href'))!;
  // A real pointer click on the summary text, which lies under the title link's stretched area.
  await first.locator('p').last().scrollIntoViewIfNeeded();
  const summary = (await first.locator('p').last().boundingBox())!;
  await page.mouse.click(summary.x + summary.width / 2, summary.y + summary.height / 2);
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a case study card has its title link and a Read More button naming the same study', async ({ page }) => {
  await gotoHydrated(page, '/case-studies/');
  const card = page.locator('main article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  const links = card.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAccessibleName(title);
  // The button's name ends with the study it opens (a visually hidden ": title").
  const buttonName = (await links.last().evaluate((link) => link.textContent ?? '')).replace(/\s+/g, ' ');
  expect(buttonName).toBe(`Read More: ${title}`);
  await expect(links.last()).toHaveAccessibleName(new RegExp(`^Read More\\s?: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(await links.last().getAttribute('href')).toBe(await links.first().getAttribute('href'));
});

test('cards sit one per row on phones, two on tablets and three on desktops, without shifting as images load', async ({ page }) => {
  for (const [width, perRow] of [[412, 1], [800, 2], [1280, 3]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/insights/');
    const tops = await page.locator('main article').evaluateAll((cards) => cards.slice(0, 6).map((card) => Math.round(card.getBoundingClientRect().top + window.scrollY)));
    expect(tops.filter((top) => top === tops[0]), `cards in the first row at ${width} px`).toHaveLength(perRow);
    const before = await page.locator('main article').last().evaluate((card) => card.getBoundingClientRect().height);
    await page.locator('main article').last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('main article img').last().evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    expect(await page.locator('main article').last().evaluate((card) => card.getBoundingClientRect().height)).toBe(before);
  }
});
