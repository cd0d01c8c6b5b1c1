import { expect, test, type Page, type Response } from '@playwright/test';
import { emulatorReady, newAddress, oobCodes, setEnumerationProtection, EMULATOR_URL } from '../support/authEmulator';
import { expectNoAxeViolations, gotoHydrated, watchForErrors } from './helpers';
import { actAsPerson, consentCookie } from './visitor';

const PASSWORD = 'correct horse battery';
const GUIDE = '/ai-readiness-guide/';

test.beforeAll(async () => {
  await emulatorReady();
  await setEnumerationProtection(true);
});

function area(page: Page) {
  return page.locator('#extended-guide');
}

async function signUp(page: Page, name: string, email: string, phone = '') {
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  if (phone) await form.getByLabel('Phone (optional)').fill(phone);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
}

test.describe('visitor accounts on the AI readiness guide (Auth emulator)', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await actAsPerson(page);
    // A choice made on an earlier visit, so the consent banner does not take the focus mid-form.
    await context.addCookies([consentCookie(baseURL!, false)]);
  });

  test('sign up, signed in with the guide shown and kept across a reload, verify, sign out', async ({ page }) => {
    const problems = watchForErrors(page);
    const email = newAddress('guide');
    await gotoHydrated(page, GUIDE);
    await expect(area(page).getByRole('heading', { name: 'Read the extended guide' })).toBeVisible();
    await expectNoAxeViolations(page);

    await signUp(page, 'Asha Rao', email, '+91 98200 12345');
    await expect(area(page).getByRole('heading', { name: 'The extended guide' })).toBeVisible();
    await expect(area(page).getByRole('heading', { name: 'A 90-day roadmap' })).toBeVisible();
    await expect(area(page).getByText(`Signed in as Asha Rao (${email})`)).toBeVisible();
    await expect(area(page).getByText('Please verify your email.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account: Asha Rao' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Signed in on later visits too (local storage persistence).
    await page.reload();
    await expect(area(page).getByRole('heading', { name: 'A 90-day roadmap' })).toBeVisible();

    // The verification mail's link (from the emulator), then "I have verified it".
    const verify = (await oobCodes(email)).find((code) => code.requestType === 'VERIFY_EMAIL');
    expect(verify).toBeDefined();
    expect(new URL(verify!.oobLink).searchParams.get('continueUrl')).toBe(new URL('/', page.url()).href);
    expect((await fetch(verify!.oobLink)).ok).toBe(true);
    await area(page).getByRole('button', { name: 'I have verified it' }).click();
    await expect(area(page).getByText('Please verify your email.')).toHaveCount(0);

    // Sign out from the header's account menu.
    const account = page.getByRole('button', { name: 'Account: Asha Rao' });
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Sign out' }).last().click();
    await expect(area(page).getByRole('heading', { name: 'Read the extended guide' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account:/ })).toHaveCount(0);
    expect(problems()).toEqual([]);
  });

  test('a wrong password and an e-mail already in use get clear messages; sign-in then works', async ({ page }) => {
    const email = newAddress('twice');
    await gotoHydrated(page, GUIDE);
    await signUp(page, 'Lena Fischer', email);
    await expect(area(page).getByRole('heading', { name: 'The extended guide' })).toBeVisible();
    await area(page).getByRole('button', { name: 'Sign out' }).click();

    await signUp(page, 'Someone Else', email);
    const signUpForm = page.getByRole('form', { name: 'Create an account' });
    await expect(signUpForm.getByRole('alert')).toHaveText('An account with this email already exists. Sign in instead, or reset your password.');

    await area(page).getByRole('tab', { name: 'Sign in', exact: true }).click();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email', { exact: true }).fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill('not my password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(signIn.getByRole('alert')).toHaveText("That email and password don't match an account. Check them, or reset your password.");
    await expect(signIn.getByRole('button', { name: 'Sign in' })).toBeFocused();

    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(area(page).getByText(`Signed in as Lena Fischer (${email})`)).toBeVisible();
  });

  test('forgot password sends a reset code through the emulator', async ({ page }) => {
    const email = newAddress('forgot');
    await gotoHydrated(page, GUIDE);
    await signUp(page, 'Ravi Kumar', email);
    await area(page).getByRole('button', { name: 'Sign out' }).click();
    await area(page).getByRole('tab', { name: 'Sign in', exact: true }).click();
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email', { exact: true }).fill(email);
    await area(page).getByRole('button', { name: 'Forgot your password?' }).click();
    const reset = page.getByRole('form', { name: 'Reset your password' });
    await expect(reset.getByLabel('Email', { exact: true })).toHaveValue(email);
    await reset.getByRole('button', { name: 'Send reset link' }).click();
    await expect(reset.getByRole('status')).toContainText(`If ${email} has an account, a reset link is on its way.`);
    await expect.poll(async () => (await oobCodes(email)).some((code) => code.requestType === 'PASSWORD_RESET')).toBe(true);
  });

  test('sign-up and sign-in are tabs (arrow keys, aria-selected); axe finds nothing with messages, on sign-in and on reset', async ({ page }) => {
    await gotoHydrated(page, GUIDE);
    const tabs = area(page).getByRole('tablist', { name: 'Account' });
    const signUpTab = tabs.getByRole('tab', { name: 'Create account' });
    const signInTab = tabs.getByRole('tab', { name: 'Sign in' });
    await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
    await expect(signInTab).toHaveAttribute('aria-selected', 'false');
    await expect(area(page).getByRole('tabpanel', { name: 'Create account' }).getByRole('form', { name: 'Create an account' })).toBeVisible();

    await page.getByRole('form', { name: 'Create an account' }).getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('form', { name: 'Create an account' }).getByText('Please enter your name.')).toBeVisible();
    await expectNoAxeViolations(page);

    await signUpTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(signInTab).toBeFocused();
    await expect(signInTab).toHaveAttribute('aria-selected', 'true');
    await expect(area(page).getByRole('tabpanel', { name: 'Sign in' }).getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Create an account' })).toHaveCount(0);
    // Tab leaves the tab list for the panel's first field.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    await area(page).getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('form', { name: 'Reset your password' })).toBeVisible();
    await expect(signInTab).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);

    await signInTab.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(signUpTab).toBeFocused();
    await expect(page.getByRole('form', { name: 'Create an account' })).toBeVisible();
  });

  test('the forms can be used with the keyboard alone, with a message under each bad field', async ({ page }) => {
    await gotoHydrated(page, GUIDE);
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('Name', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address, like name@company.com.')).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    await page.keyboard.type('Mei Chen');
    await page.keyboard.press('Tab');
    await page.keyboard.type(newAddress('keys'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(area(page).getByRole('heading', { name: 'The extended guide' })).toBeVisible();
  });
});

test('a bot (an automated browser) gets the forms but no auth listener: no request to the sign-in service', async ({ page }) => {
  const authRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(EMULATOR_URL)) authRequests.push(request.url());
  });
  await gotoHydrated(page, GUIDE);
  await expect(area(page).getByRole('heading', { name: 'Read the extended guide' })).toBeVisible();
  expect(authRequests).toEqual([]);
});

test('a person who holds no signed-in user gets the forms without Firebase loading; it loads on their first action', async ({ page, context, baseURL }) => {
  await actAsPerson(page);
  await context.addCookies([consentCookie(baseURL!, false)]);
  const chunks: Response[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/chunks/')) chunks.push(response);
  });
  // A marker of Firebase Auth's own code (one of its error codes).
  const firebaseLoaded = async () => (await Promise.all(chunks.map((chunk) => chunk.text()))).some((code) => code.includes('dependent-sdk-initialized-before-auth'));
  await gotoHydrated(page, GUIDE);
  await expect(page.getByRole('form', { name: 'Create an account' })).toBeVisible();
  expect(await firebaseLoaded()).toBe(false);

  await signUp(page, 'Lena Fischer', newAddress('lazy'));
  await expect(area(page).getByRole('heading', { name: 'The extended guide' })).toBeVisible();
  await expect.poll(firebaseLoaded).toBe(true);
});
