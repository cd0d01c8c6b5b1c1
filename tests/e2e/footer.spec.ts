import { expect, test } from '@playwright/test';
import { site } from '../../data/site';
import { gotoHydrated } from './helpers';

test('the footer has the blurb, links, social icons and the copyright from 2011 to this year', async ({ page }) => {
  await gotoHydrated(page, '/about/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('img', { name: site.logo.alt })).toBeVisible();
  await expect(footer.getByText(site.description)).toBeVisible();
  const nav = footer.getByRole('navigation', { name: 'Footer' });
  for (const [name, href] of [['Contact', '/contact/'], ['Privacy', '/privacy/'], ['FAQ', '/faq/'], ['Terms', '/terms/']]) {
    await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: `${site.name} on LinkedIn` })).toHaveAttribute('href', site.social.linkedin);
  await expect(footer.getByRole('link', { name: `${site.name} on Instagram` })).toHaveAttribute('href', site.social.instagram);
  await expect(footer.getByRole('link', { name: `${site.name} office on the map` })).toHaveAttribute('href', site.social.maps);
  await expect(footer.getByTestId('copyright-years')).toHaveText(`2011–${new Date().getFullYear()}`);
});

test('the footer grid: about and subscribe side by side on wide screens, stacked on phones', async ({ page, isMobile }) => {
  await gotoHydrated(page, '/about/');
  const footer = page.locator('footer');
  const about = (await footer.getByText(site.description).boundingBox())!;
  const subscribe = (await footer.getByRole('heading', { name: 'Subscribe' }).boundingBox())!;
  if (isMobile) {
    expect(subscribe.y).toBeGreaterThan(about.y + about.height);
  } else {
    expect(subscribe.x).toBeGreaterThan(about.x + about.width);
    expect(Math.abs(subscribe.y - about.y)).toBeLessThan(120);
  }
});

test.describe('newsletter form', () => {
  test('an invalid address shows the message in red and sends nothing', async ({ page }) => {
    let requests = 0;
    await page.route('**/api/subscribe', (route) => {
      requests++;
      return route.fulfill({ status: 200, body: '{}' });
    });
    await gotoHydrated(page, '/');
    const form = page.locator('footer form');
    await form.getByPlaceholder('Enter E-mail').fill('not an email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const status = form.getByRole('status');
    await expect(status).toHaveText('Please enter a valid email address');
    const color = await status.evaluate((element) => getComputedStyle(element).color);
    const [red, green] = color.match(/\d+/g)!.map(Number);
    expect(red).toBeGreaterThan(green);
    expect(requests).toBe(0);
    // Focus on the field to correct, which says it is invalid and why.
    const input = form.getByLabel('E-mail address');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/^Please enter a valid email address/);
    // Fixed, the message goes.
    await input.fill('reader@example.com');
    await expect(status).toHaveText('');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('success thanks the visitor in green and empties the field', async ({ page }) => {
    let payload: unknown;
    await page.route('**/api/subscribe', (route) => {
      payload = route.request().postDataJSON();
      return route.fulfill({ status: 200, body: '{}' });
    });
    await gotoHydrated(page, '/case-studies/');
    const form = page.locator('footer form');
    await form.getByPlaceholder('Enter E-mail').fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const status = form.getByRole('status');
    await expect(status).toHaveText('Thank you for subscribing! You will now receive the latest tech insights.');
    const [red, green] = (await status.evaluate((element) => getComputedStyle(element).color)).match(/\d+/g)!.map(Number);
    expect(green).toBeGreaterThan(red);
    await expect(form.getByPlaceholder('Enter E-mail')).toHaveValue('');
    expect(payload).toEqual({ type: 'subscriptionConfirmation', email: 'reader@example.com', source: '/case-studies/', website: '' });
  });

  test('a failed request shows the generic error', async ({ page }) => {
    await page.route('**/api/subscribe', (route) => route.fulfill({ status: 503, body: '{}' }));
    await gotoHydrated(page, '/');
    const form = page.locator('footer form');
    await form.getByPlaceholder('Enter E-mail').fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('An unexpected error occurred. Please try again later.');
  });

  test('a network failure shows the same error; the button is disabled while sending', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/subscribe', async (route) => {
      await held;
      await route.abort('connectionfailed');
    });
    await gotoHydrated(page, '/');
    const form = page.locator('footer form');
    await form.getByPlaceholder('Enter E-mail').fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(form.getByRole('status')).toHaveText('An unexpected error occurred. Please try again later.');
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    // The button was disabled while sending; focus is back on it, not lost to the page.
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeFocused();
    await expect(form.getByPlaceholder('Enter E-mail')).toHaveValue('reader@example.com');
  });
});
