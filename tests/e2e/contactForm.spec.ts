import { expect, test, type Page, type Route } from '@playwright/test';
import { CONTACT_CONSENT, CONTACT_MESSAGES } from '../../lib/contact/contactForm';
import { expectNoAxeViolations, gotoHydrated } from './helpers';

/** The form on /contact/, with the service behind it mocked by each test. */
function contactForm(page: Page) {
  const section = page.getByRole('region', { name: 'Write to us' });
  return {
    section,
    name: section.getByLabel('Name', { exact: true }),
    email: section.getByLabel('Work e-mail', { exact: true }),
    company: section.getByLabel('Company (optional)', { exact: true }),
    phone: section.getByLabel('Phone (optional)', { exact: true }),
    message: section.getByLabel('Message', { exact: true }),
    consent: section.getByRole('checkbox', { name: CONTACT_CONSENT.text }),
    submit: section.getByRole('button', { name: 'Send message' }),
    error: (text: string) => section.getByText(text, { exact: true }),
  };
}

const VISITOR = { name: 'Priya Natarajan', email: 'priya@example.com', company: 'Acme Retail', phone: '+44 20 7946 0958', message: 'We would like help moving our order service to the cloud.' };

async function fillValid(form: ReturnType<typeof contactForm>) {
  await form.name.fill(VISITOR.name);
  await form.email.fill(VISITOR.email);
  await form.company.fill(VISITOR.company);
  await form.phone.fill(VISITOR.phone);
  await form.message.fill(VISITOR.message);
  await form.consent.check();
}

async function expectValuesKept(form: ReturnType<typeof contactForm>) {
  await expect(form.name).toHaveValue(VISITOR.name);
  await expect(form.email).toHaveValue(VISITOR.email);
  await expect(form.company).toHaveValue(VISITOR.company);
  await expect(form.phone).toHaveValue(VISITOR.phone);
  await expect(form.message).toHaveValue(VISITOR.message);
  await expect(form.consent).toBeChecked();
}

/** Answers POST /api/contact with `answer` and records each request's JSON body. */
async function mockContact(page: Page, answer: (route: Route) => Promise<void>) {
  const posted: unknown[] = [];
  await page.route('**/api/contact', async (route) => {
    posted.push(route.request().postDataJSON());
    await answer(route);
  });
  return posted;
}

test('the form sits under "Write to us" with large, labelled fields', async ({ page }) => {
  await gotoHydrated(page, '/contact/');
  const form = contactForm(page);
  await expect(form.section.getByRole('heading', { level: 2, name: 'Write to us' })).toBeVisible();
  // The page's other sections are still there.
  await expect(page.getByRole('heading', { level: 2, name: 'Reach us' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
  for (const field of [form.name, form.email, form.company, form.phone, form.message]) {
    await expect(field).toBeVisible();
    expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await field.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
  }
  await expect(form.message).toHaveAttribute('maxlength', '5000');
  await expect(form.section.getByText('0 / 5,000 characters')).toBeVisible();
  await form.message.fill('Hello there');
  await expect(form.section.getByText('11 / 5,000 characters')).toBeVisible();
  await expect(form.section.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy/');
  // The honeypot: out of sight (a 1 px clipped box), out of the tab order and of the accessibility tree.
  const honeypot = form.section.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  const wrapper = await honeypot.evaluate((input) => {
    const hidden = input.closest('[aria-hidden="true"]');
    const box = hidden?.getBoundingClientRect();
    return hidden && box ? { width: box.width, height: box.height, overflow: getComputedStyle(hidden).overflow } : null;
  });
  expect(wrapper).toEqual({ width: 1, height: 1, overflow: 'hidden' });
  await expect(form.section.getByRole('textbox', { name: /Leave this field empty/ })).toHaveCount(0);
});

test('client-side messages appear under their fields, focus moves to the first, nothing is sent', async ({ page }) => {
  const posted = await mockContact(page, (route) => route.fulfill({ status: 201, json: { status: 'received' } }));
  await gotoHydrated(page, '/contact/');
  const form = contactForm(page);
  await form.phone.fill('call me');
  await form.submit.click();

  await expect(form.name).toBeFocused();
  const expected = [
    [form.name, CONTACT_MESSAGES.nameRequired],
    [form.email, CONTACT_MESSAGES.emailInvalid],
    [form.phone, CONTACT_MESSAGES.phoneInvalid],
    [form.message, CONTACT_MESSAGES.messageTooShort],
    [form.consent, CONTACT_MESSAGES.consentRequired],
  ] as const;
  for (const [field, message] of expected) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(form.error(message)).toBeVisible();
  }
  await expect(form.company).not.toHaveAttribute('aria-invalid', 'true');
  const color = await form.error(CONTACT_MESSAGES.nameRequired).evaluate((element) => getComputedStyle(element).color);
  expect(color).toBe('rgb(179, 38, 30)'); // $brand-error

  // Fixing a field clears its message; the others stay until fixed.
  await form.name.fill(VISITOR.name);
  await expect(form.error(CONTACT_MESSAGES.nameRequired)).toHaveCount(0);
  await expect(form.name).not.toHaveAttribute('aria-invalid', 'true');
  await form.email.fill('priya@example');
  await form.email.blur();
  await expect(form.error(CONTACT_MESSAGES.emailInvalid)).toBeVisible();
  await form.email.fill(VISITOR.email);
  await expect(form.error(CONTACT_MESSAGES.emailInvalid)).toHaveCount(0);

  // The next submit focuses the first field still wrong.
  await form.submit.click();
  await expect(form.phone).toBeFocused();
  expect(posted).toEqual([]);
});

test('a sent message is thanked by name, with the payload the service expects', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const posted = await mockContact(page, async (route) => {
    await held;
    await route.fulfill({ status: 201, json: { status: 'received' } });
  });
  await gotoHydrated(page, '/contact/');
  const form = contactForm(page);
  await fillValid(form);
  await form.name.fill(`  ${VISITOR.name} `);
  await form.submit.click();

  const sending = form.section.getByRole('button', { name: 'Sending…' });
  await expect(sending).toBeDisabled();
  release();

  const thanks = form.section.getByRole('heading', { level: 3, name: `Thank you, ${VISITOR.name}.` });
  await expect(thanks).toBeFocused();
  await expect(form.section.getByText(`Your message has reached our team. We will reply to ${VISITOR.email} within one working day.`)).toBeVisible();
  await expect(form.name).toHaveCount(0);
  expect(posted).toEqual([{ ...VISITOR, consent: true, source: '/contact/', website: '' }]);

  await form.section.getByRole('button', { name: 'Send another message' }).click();
  await expect(form.name).toBeFocused();
  for (const field of [form.name, form.email, form.company, form.phone, form.message]) await expect(field).toHaveValue('');
  await expect(form.consent).not.toBeChecked();
});

test('the service’s own field messages show under the fields', async ({ page }) => {
  await mockContact(page, (route) =>
    route.fulfill({ status: 400, json: { error: 'invalid_request', message: CONTACT_MESSAGES.emailInvalid, fields: { email: CONTACT_MESSAGES.emailInvalid } } }),
  );
  await gotoHydrated(page, '/contact/');
  const form = contactForm(page);
  await fillValid(form);
  await form.submit.click();
  await expect(form.error(CONTACT_MESSAGES.emailInvalid)).toBeVisible();
  await expect(form.email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.email).toBeFocused();
  await expectValuesKept(form);
});

for (const [seconds, wait] of [
  [120, '2 minutes'],
  [300, '5 minutes'],
] as const) {
  test(`too many messages (Retry-After ${seconds}): says when to try again and keeps every value`, async ({ page }) => {
    await mockContact(page, (route) => route.fulfill({ status: 429, headers: { 'retry-after': String(seconds) }, json: { error: 'rate_limited', retryAfter: seconds } }));
    await gotoHydrated(page, '/contact/');
    const form = contactForm(page);
    await fillValid(form);
    await form.submit.click();
    // Scoped to the section: Next's route announcer is an alert region too.
    await expect(form.section.getByRole('alert')).toHaveText(`You've sent several messages in a short time. Please try again in ${wait}.`);
    await expectValuesKept(form);
    await expect(form.submit).toBeEnabled();
    await expectNoAxeViolations(page);
  });
}

test('a server error or a lost connection shows the failure message and keeps every value', async ({ page }) => {
  let fail: 'server' | 'network' = 'server';
  const posted = await mockContact(page, (route) => (fail === 'server' ? route.fulfill({ status: 500, json: { error: 'internal' } }) : route.abort('connectionfailed')));
  await gotoHydrated(page, '/contact/');
  const form = contactForm(page);
  await fillValid(form);
  await form.submit.click();
  await expect(form.section.getByRole('alert')).toHaveText(CONTACT_MESSAGES.failure);
  await expectValuesKept(form);
  await expectNoAxeViolations(page);

  fail = 'network';
  await form.submit.click();
  await expect(form.section.getByRole('alert')).toHaveText(CONTACT_MESSAGES.failure);
  await expectValuesKept(form);
  await expect(form.submit).toBeEnabled();
  expect(posted).toHaveLength(2);
});

test('the form can be completed with the keyboard alone', async ({ page }) => {
  const posted = await mockContact(page, (route) => route.fulfill({ status: 201, json: { status: 'received' } }));
  await gotoHydrated(page, '/contact/');
  const form = contactForm(page);

  // From the skip link to the first field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(form.name).toBeFocused();
  const ring = await form.name.evaluate((element) => getComputedStyle(element));
  expect([ring.outlineStyle, ring.outlineWidth]).toEqual(['solid', '3px']);

  for (const [field, value] of [
    [form.name, VISITOR.name],
    [form.email, VISITOR.email],
    [form.company, VISITOR.company],
    [form.phone, VISITOR.phone],
    [form.message, VISITOR.message],
  ] as const) {
    await expect(field).toBeFocused();
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(form.consent).toBeFocused();
  const checkRing = await form.consent.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(checkRing).toBe('solid');
  await page.keyboard.press('Space');
  await expect(form.consent).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.section.getByRole('link', { name: 'privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab'); // the honeypot is skipped
  await expect(form.submit).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(form.section.getByRole('heading', { name: `Thank you, ${VISITOR.name}.` })).toBeFocused();
  expect(posted).toEqual([{ ...VISITOR, consent: true, source: '/contact/', website: '' }]);
});

test('axe finds no violation with the messages shown and in the success state', async ({ page }) => {
  await mockContact(page, (route) => route.fulfill({ status: 201, json: { status: 'received' } }));
  await gotoHydrated(page, '/contact/');
  const form = contactForm(page);
  await form.submit.click();
  await expect(form.error(CONTACT_MESSAGES.nameRequired)).toBeVisible();
  await expectNoAxeViolations(page);

  await fillValid(form);
  await form.submit.click();
  await expect(form.section.getByRole('heading', { name: `Thank you, ${VISITOR.name}.` })).toBeFocused();
  await expectNoAxeViolations(page);
});
