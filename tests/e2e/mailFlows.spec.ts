import { expect, test } from '@playwright/test';
import { site } from '../../data/site';
import { startSmtp, type SmtpCapture } from '../support/smtpCapture';
import { expectNoAxeViolations, gotoHydrated } from './helpers';
import { startLiveServer, type LiveServer } from './liveServer';

// The real server with a real SMTP server in this process: the double opt-in and the contact form
// as a visitor and their mail client go through them. One browser size is enough for the flows;
// the forms' states have their own tests on both.
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the flows are the same on every screen');

let smtp: SmtpCapture;
let server: LiveServer;

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.use.isMobile) return;
  // A second server starts from source (tsx), which takes longer than a test's 30 s on a busy machine.
  test.setTimeout(120_000);
  smtp = await startSmtp();
  server = await startLiveServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_POLL_MS: '100' });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const linkIn = (text: string | false | undefined, path: string) => new RegExp(`https?://\\S+${path}\\S*`).exec(text || '')?.[0] ?? '';

test('subscribe in the footer, confirm from the mail, unsubscribe with one click', async ({ page }) => {
  await gotoHydrated(page, `${server.origin}/insights/`);
  const form = page.locator('footer form');
  await form.getByPlaceholder('Enter E-mail').fill('Visitor@Example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for subscribing! You will now receive the latest tech insights.');

  const [confirmation] = await smtp.waitFor(1);
  expect(confirmation.to).toMatchObject({ text: 'visitor@example.com' });
  const confirmUrl = linkIn(confirmation.text, '/api/newsletter/confirm');
  expect(confirmUrl.startsWith(`${server.origin}/api/newsletter/confirm?token=`)).toBe(true);

  // The link opens a page with a button: opening it (as a mail scanner would) confirms nothing.
  await page.goto(confirmUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed");
  expect(new URL(page.url()).pathname).toBe('/api/newsletter/confirm');
  await expectNoAxeViolations(page);
  await page.goto(confirmUrl);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is already confirmed');

  const [, welcome] = await smtp.waitFor(2);
  expect(welcome.subject).toBe("You're subscribed to Nexaloom insights");
  const header = (name: string) => welcome.headerLines.find((line) => line.key === name)?.line ?? '';
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const unsubscribeUrl = /<([^>]+)>/.exec(header('list-unsubscribe'))![1];

  // What a mail client's unsubscribe button does (RFC 8058): one POST, no cookies, no redirect.
  const oneClick = await page.request.post(unsubscribeUrl, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toContain("<h1>You're unsubscribed</h1>");

  // The link in the mail's text shows a page with a button; pressing it again changes nothing.
  await page.goto(linkIn(welcome.text, '/api/newsletter/unsubscribe'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from Nexaloom insights?');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");
  expect(smtp.messages).toHaveLength(2);
});

test('after unsubscribing, the old confirmation link cannot sign the visitor up again', async ({ page }) => {
  const confirmUrl = linkIn(smtp.messages[0].text, '/api/newsletter/confirm');
  const response = await page.request.post(`${server.origin}/api/newsletter/confirm`, { form: { token: new URL(confirmUrl).searchParams.get('token')! } });
  expect(response.status()).toBe(410);
  expect(await response.text()).toContain('This link has already been used');
});

test('a contact message reaches the company inbox, with Reply-To the visitor', async ({ page }) => {
  const before = smtp.messages.length;
  await gotoHydrated(page, `${server.origin}/contact/`);
  await page.getByLabel('Name').fill('Priya Natarajan');
  await page.getByLabel('Work e-mail').fill('priya@example.com');
  await page.getByLabel('Company (optional)').fill('Acme Retail');
  await page.getByLabel('Message').fill('We would like help moving our order service to the cloud.');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Priya Natarajan.' })).toBeFocused();

  const notification = (await smtp.waitFor(before + 1))[before];
  expect(notification.to).toMatchObject({ text: site.email });
  expect(notification.replyTo).toMatchObject({ text: 'priya@example.com' });
  expect(notification.subject).toBe('Website enquiry from Priya Natarajan, Acme Retail');
  expect(notification.text).toContain('We would like help moving our order service to the cloud.');
});
