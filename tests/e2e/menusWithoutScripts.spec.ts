import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { posts } from '../../data/insights/posts';
import { site } from '../../data/site';

interface Link {
  href: string;
}
interface Menu {
  label: string;
  desktopLinks: Link[];
  mobileLinks: Link[];
  events: Link[];
  featured: { link: string }[];
}

const generated = (name: string) => JSON.parse(readFileSync(join(process.cwd(), 'generated', name), 'utf8'));
const menus = generated('menus.json') as Menu[];
const contactHref = (generated('nav-bar.json') as { contact: Link }).contact.href;

const PAGES = ['/', `/insights/${posts[0].blogURL}`, '/contact/'];

// The exported HTML as a visitor without scripts (or a crawler) gets it.
test.use({ javaScriptEnabled: false });

test.describe('desktop menus', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop header');

  for (const path of PAGES) {
    test(`every dropdown link, event and featured item is in the HTML of ${path}`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const hrefs = new Set(await nav.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
      for (const menu of menus) {
        for (const link of [...menu.desktopLinks, ...menu.events]) expect(hrefs, `${menu.label}: ${link.href}`).toContain(link.href);
        for (const item of menu.featured) expect(hrefs, `${menu.label}: ${item.link}`).toContain(item.link);
      }
      expect(hrefs).toContain(contactHref);
    });
  }

  test('without scripts, hovering a top item shows its panel and its links work', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByTestId('dropdown-capabilities');
    await expect(panel).toBeHidden();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Capabilities' }).hover();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'DevOps' }).click();
    await expect(page).toHaveURL(/\/capabilities\/devops-service\/$/);
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the mobile menu');

  for (const path of PAGES) {
    test(`every mobile menu link is in the HTML of ${path}`, async ({ page }) => {
      await page.goto(path);
      const menu = page.locator('#site-menu');
      const hrefs = new Set(await menu.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
      for (const section of menus) {
        for (const link of [...section.mobileLinks, ...section.events]) expect(hrefs, `${section.label}: ${link.href}`).toContain(link.href);
      }
      expect(hrefs).toContain(contactHref);
      expect(hrefs).toContain(`mailto:${site.email}`);
    });
  }

  test('without scripts, the hamburger shows the menu; a section opens and its links work', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('#site-menu');
    await expect(menu.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page).toHaveURL(/#site-menu$/);
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    // The menu lies where the chat launcher would be, above it, as the interactive one does (without scripts the launcher is hidden).
    const launcher = (await page.locator('button[aria-haspopup="dialog"]', { hasText: 'CHAT WITH US' }).boundingBox())!;
    const point: [number, number] = [launcher.x + 10, launcher.y + launcher.height / 2];
    // Polled: the panel slides in (Bootstrap's 0.3 s transform) before it covers that point.
    await expect.poll(() => page.evaluate(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('#site-menu')), point)).toBe(true);
    await expect(menu.getByRole('link', { name: 'DevOps' })).toBeHidden();
    await menu.getByText('Capabilities', { exact: true }).click();
    await menu.getByRole('link', { name: 'DevOps' }).click();
    await expect(page).toHaveURL(/\/capabilities\/devops-service\/$/);
  });

  test('without scripts, "Close menu" hides the menu again', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#site-menu');
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await menu.getByRole('link', { name: 'Close menu' }).click();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeHidden();
  });
});
