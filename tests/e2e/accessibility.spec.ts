import { expect, test } from '@playwright/test';
import { posts } from '../../data/insights/posts';
import { expectNoAxeViolations, gotoHydrated } from './helpers';

/** One page of every template. */
const TEMPLATES = [
  '/',
  '/insights/',
  `/insights/${posts[0].blogURL}`,
  '/case-studies/',
  '/case-studies/lending-platform-cloud-migration/',
  '/capabilities/',
  '/capabilities/devops-service/',
  '/industries/healthcare/',
  '/about/',
  '/careers/',
  '/faq/',
  '/contact/',
  '/press-releases/',
  '/press-releases/tree-plantation-drive-from-saplings-to-shade/',
  '/privacy/',
  '/does-not-exist/',
];

for (const path of TEMPLATES) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violation on filtered insights and on search results', async ({ page }) => {
  await gotoHydrated(page, '/insights/?category=Cloud&page=1');
  // The filter from the address applies once the router is ready, which can be after hydration: wait for it and for its results, not the unfiltered first page.
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Cloud');
  await expect(page.locator('main').getByRole('status')).toHaveText(/^Showing/);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await gotoHydrated(page, '/search/?q=devops');
  await expect(page.locator('main ol li').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await gotoHydrated(page, '/case-studies/?tag=data-science');
  await expectNoAxeViolations(page);
});

test('axe finds no violation with a dropdown open', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop dropdowns');
  await gotoHydrated(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }).hover();
  await expect(page.getByTestId('dropdown-about').getByTestId('featured-item').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violation with the mobile menu open', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'mobile menu');
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Resources' }).click();
  await expectNoAxeViolations(page);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/about/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
