import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, gotoHydrated } from './helpers';

const MESSAGE = 'We would like help moving our order service to the cloud next quarter.';

test.describe('contact form', () => {
  test('shows what is missing under each field, focuses the first, and posts nothing', async ({ page }) => {
    let requests = 0;
    await page.route('**/api/contact', (route) => {
      requests++;
      return route.fulfill({ status: 201, body: '{}' });
    });
    await gotoHydrated(page, '/contact/');
    await page.getByLabel('Work e-mail').fill('priya@');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name.');
    await expect(page.getByLabel('Work e-mail')).toHaveAccessibleDescription('Please enter a valid email address, like name@company.com.');
    await expect(page.getByText('Please agree to us using your details to reply.')).toBeVisible();
    expect(requests).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('can be completed from the keyboard alone, and thanks the visitor', async ({ page }) => {
    let payload: unknown;
    await page.route('**/api/contact', (route) => {
      payload = route.request().postDataJSON();
      return route.fulfill({ status: 201, contentType: 'application/json', body: '{"status":"received"}' });
    });
    await gotoHydrated(page, '/contact/');
    await page.getByLabel('Name').focus();
    await page.keyboard.type('Priya Natarajan');
    await page.keyboard.press('Tab');
    await page.keyboard.type('priya@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Acme Retail');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(MESSAGE);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', { name: 'privacy policy', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you, Priya Natarajan.' })).toBeFocused();
    expect(payload).toEqual({ name: 'Priya Natarajan', email: 'priya@example.com', company: 'Acme Retail', phone: '', message: MESSAGE, consent: true, source: '/contact/', website: '' });
    await expectNoAxeViolations(page);
  });

  for (const [name, status, headers, message] of [
    ['a rate limit', 429, { 'retry-after': '300' }, "You've sent several messages in a short time. Please try again in 5 minutes."],
    ['a server error', 500, {}, "We couldn't send your message. Please try again in a moment, or write to us at info@nexaloom.com."],
  ] as const) {
    test(`says so on ${name} and keeps what was typed`, async ({ page }) => {
      await page.route('**/api/contact', (route) => route.fulfill({ status, headers, contentType: 'application/json', body: '{}' }));
      await gotoHydrated(page, '/contact/');
      await page.getByLabel('Name').fill('Priya Natarajan');
      await page.getByLabel('Work e-mail').fill('priya@example.com');
      await page.getByLabel('Message').fill(MESSAGE);
      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Send message' }).click();
      // Scoped to main: Next's route announcer is an alert region too.
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
      await expect(page.getByLabel('Message')).toHaveValue(MESSAGE);
      await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
      await expectNoAxeViolations(page);
    });
  }
});
