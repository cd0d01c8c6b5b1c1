import { expect, test, type Page } from '@playwright/test';
import { site } from '../../data/site';
import { Z_INDEX } from '../../lib/constants';
import { expectNoAxeViolations, gotoHydrated } from './helpers';

test.skip(({ isMobile }) => !isMobile, 'the mobile menu');

const hamburger = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

async function openMenu(page: Page) {
  await hamburger(page).click();
  await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeVisible();
}

test('the hamburger opens the off-canvas menu with five sections, Contact and our details', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await openMenu(page);
  const dialog = menu(page);
  for (const name of ['Industries', 'Capabilities', 'Resources', 'About', 'Careers']) {
    await expect(dialog.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(dialog.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact/');
  await expect(dialog.getByText('Pune, India')).toBeVisible();
  await expect(dialog.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  const logo = dialog.getByRole('img', { name: site.logo.alt });
  expect(await logo.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([180, 30]);
});

test('only one accordion section is open at a time, and a click toggles it', async ({ page }) => {
  await gotoHydrated(page, '/');
  await openMenu(page);
  const dialog = menu(page);
  const industries = dialog.getByRole('button', { name: 'Industries' });
  const about = dialog.getByRole('button', { name: 'About' });
  await industries.click();
  await expect(industries).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('link', { name: 'Consumer & Lifestyle' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Textile & Fashion' })).toHaveCount(0);
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await expect(industries).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByRole('link', { name: 'Consumer & Lifestyle' })).toBeHidden();
  await expect(dialog.getByRole('link', { name: 'Foundation Day 2025' })).toBeVisible();
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'false');
});

test('the close button closes the menu and focus returns to the hamburger', async ({ page }) => {
  await gotoHydrated(page, '/');
  await openMenu(page);
  await menu(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(hamburger(page)).toBeFocused();
});

test('a click on the overlay closes the menu', async ({ page }) => {
  await gotoHydrated(page, '/');
  await openMenu(page);
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width - 10, viewport.height / 2);
  await expect(menu(page)).toBeHidden();
});

test('Escape closes the menu', async ({ page }) => {
  await gotoHydrated(page, '/');
  await openMenu(page);
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(hamburger(page)).toBeFocused();
});

test('a sub-item navigates and closes the menu', async ({ page }) => {
  await gotoHydrated(page, '/');
  await openMenu(page);
  await menu(page).getByRole('button', { name: 'Capabilities' }).click();
  await menu(page).getByRole('link', { name: 'DevOps' }).click();
  await expect(page).toHaveURL(/\/capabilities\/devops-service\/$/);
  await expect(menu(page)).toBeHidden();
});

test('focus stays inside the open menu and the page behind does not scroll', async ({ page }) => {
  await gotoHydrated(page, '/');
  await openMenu(page);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
});

test('focus moves into the menu when it opens, and Space on the hamburger opens it too', async ({ page }) => {
  await gotoHydrated(page, '/');
  await hamburger(page).focus();
  await page.keyboard.press('Space');
  await expect(menu(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(hamburger(page)).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('any route change closes the menu', async ({ page }) => {
  await gotoHydrated(page, '/about/');
  await openMenu(page);
  await page.evaluate(() => (window as unknown as { next: { router: { push: (href: string) => Promise<boolean> } } }).next.router.push('/faq/'));
  await expect(page).toHaveURL(/\/faq\/$/);
  await expect(menu(page)).toBeHidden();
});

test('the open menu and its backdrop lie above the header and the chat launcher', async ({ page }) => {
  await gotoHydrated(page, '/');
  const launcher = page.getByRole('button', { name: 'CHAT WITH US' });
  await expect(launcher).toBeVisible();
  const box = (await launcher.boundingBox())!;
  await openMenu(page);
  const zIndex = await menu(page).evaluate((element) => Number(getComputedStyle(element).zIndex));
  expect(zIndex).toBeGreaterThan(Z_INDEX.chatButton);
  const headerZIndex = await page.locator('header').first().evaluate((element) => Number(getComputedStyle(element).zIndex));
  expect(zIndex).toBeGreaterThan(headerZIndex);
  // A tap where the launcher or the header are lands on the menu or its backdrop instead.
  const hitsMenu = (x: number, y: number) =>
    page.evaluate(([px, py]) => Boolean(document.elementFromPoint(px, py)?.closest('[role="dialog"], .offcanvas-backdrop')), [x, y]);
  expect(await hitsMenu(box.x + box.width / 2, box.y + box.height / 2)).toBe(true);
  expect(await hitsMenu(page.viewportSize()!.width - 5, 20)).toBe(true);
});

test('a menu opened before the scripts ran (#site-menu) is open and interactive after hydration', async ({ page }) => {
  await gotoHydrated(page, '/#site-menu');
  await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await menu(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Close menu' })).toBeHidden();
});

test('axe finds no violation with the menu closed, open, and with a section open', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/');
  await expectNoAxeViolations(page);
  await openMenu(page);
  await expectNoAxeViolations(page);
  await menu(page).getByRole('button', { name: 'About' }).click();
  await expect(menu(page).getByRole('link', { name: 'Foundation Day 2025' })).toBeVisible();
  // Measured once the section has finished opening: mid-animation its links are clipped.
  await expect(menu(page).locator('.collapsing')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
