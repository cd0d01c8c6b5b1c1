import { expect, test, type Page, type Request } from '@playwright/test';
import { site } from '../../data/site';
import { STARTER_QUESTIONS } from '../../lib/chat/contract';
import { CHAT_AVATAR_SIZES, CHAT_CARD_MAX_WIDTH, CHAT_DIALOG, CHAT_TYPING_DOT_DELAYS_MS, MOBILE_BREAKPOINT, Z_INDEX } from '../../lib/constants';
import { expectNoAxeViolations, gotoHydrated, watchForErrors } from './helpers';

const CARD_TITLE = `${site.assistant.name}, our AI assistant, is ready to chat`;
const CHAT_TITLE = `${site.assistant.name} · ${site.name} AI Assistant`;
const GREETING = `Hello! I'm ${site.assistant.name}, your AI assistant. How can I help you today?`;
const APOLOGY = 'Sorry, I encountered an error. Please try again.';
/** Answered from the FAQ: a quote, its sources listed under it, and follow-ups. */
const QUESTION = 'How do you price your work?';

const launcher = (page: Page) => page.getByRole('button', { name: 'CHAT WITH US' });
const card = (page: Page) => page.getByRole('dialog', { name: CARD_TITLE });
const chat = (page: Page) => page.getByRole('dialog', { name: CHAT_TITLE });
const messages = (page: Page) => chat(page).getByTestId('chat-message');
const messageBox = (page: Page) => chat(page).getByRole('textbox', { name: 'Message' });
const sendButton = (page: Page) => chat(page).getByRole('button', { name: 'Send message' });
const typing = (page: Page) => chat(page).getByTestId('typing-indicator');

/** Waits for the opening animations to end, so boxes are measured where they settle. */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

async function openCard(page: Page) {
  await launcher(page).click();
  await expect(card(page).getByRole('button', { name: 'CHAT NOW' })).toBeFocused();
}

async function openChat(page: Page) {
  await openCard(page);
  await card(page).getByRole('button', { name: 'CHAT NOW' }).click();
  await expect(messageBox(page)).toBeFocused();
}

/** Counts the page's calls to the chat service. */
function countChatRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/chat') requests.push(request);
  });
  return requests;
}

/** Holds chat requests until released, so the loading state can be looked at. */
async function holdChatRequests(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function ask(page: Page, question = QUESTION) {
  await messageBox(page).fill(question);
  await messageBox(page).press('Enter');
}

/** The assistant's answers (not the greeting or an apology) that came back with sources. */
const answerWithSources = (page: Page) => messages(page).filter({ has: page.getByRole('list', { name: 'Sources' }) });

test.describe('closed', () => {
  test('the launcher is in the page HTML, fixed at the bottom right, big enough, and calls nothing until asked', async ({ page, request }) => {
    const html = await (await request.get('/about/')).text();
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*CHAT WITH US<\/button>/s);

    const problems = watchForErrors(page);
    const chatRequests = countChatRequests(page);
    await gotoHydrated(page, '/about/');
    const button = launcher(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await button.evaluate((element) => [getComputedStyle(element).position, getComputedStyle(element).zIndex])).toEqual(['fixed', String(Z_INDEX.chatButton)]);
    const box = (await button.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);
    await expectNoAxeViolations(page);

    // Opening the card and the chat loads the widget, not the service.
    await openChat(page);
    await expect(messages(page)).toHaveCount(1);
    expect(chatRequests).toHaveLength(0);
    await ask(page);
    await expect(answerWithSources(page)).toHaveCount(1);
    expect(chatRequests).toHaveLength(1);
    expect(chatRequests[0].postDataJSON()).toEqual({ sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), question: QUESTION });
    expect(problems()).toEqual([]);
  });

  test('the launcher shows once the page is interactive: without scripts, when it would do nothing, it is hidden', async ({ browser, page }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    try {
      const staticPage = await withoutScripts.newPage();
      await staticPage.goto('/about/');
      await expect(staticPage.locator('h1')).toBeVisible();
      const staticLauncher = staticPage.locator('button[aria-haspopup="dialog"]', { hasText: 'CHAT WITH US' });
      await expect(staticLauncher).toBeAttached();
      await expect(staticLauncher).toBeHidden();
    } finally {
      await withoutScripts.close();
    }
    await gotoHydrated(page, '/about/');
    await expect(launcher(page)).toBeVisible();
  });

  test('at the end of the page the launcher covers none of the footer', async ({ page }) => {
    await gotoHydrated(page, '/contact/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)).toBe(true);
    const button = (await launcher(page).boundingBox())!;
    const footerItems = page.locator('footer').locator('a, button, input, p');
    for (const item of await footerItems.all()) {
      const box = await item.boundingBox();
      if (!box) continue;
      const overlaps = box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
      expect(overlaps, await item.evaluate((element) => element.outerHTML.slice(0, 80))).toBe(false);
    }
  });
});

test.describe('landing card', () => {
  test('the launcher opens a centred card with a heading, text, avatar, CHAT NOW and a close button', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openCard(page);
    const dialog = card(page);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('heading', { name: CARD_TITLE })).toBeVisible();
    await expect(dialog.getByText(`Ask about ${site.name}'s services`)).toBeVisible();
    await expect(dialog.locator('img[src="/images/chat/assistant.svg"]')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close chat' })).toBeVisible();
    await animationsDone(page);
    const box = (await dialog.getByRole('heading').locator('..').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(CHAT_CARD_MAX_WIDTH);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(2);
    await expectNoAxeViolations(page);
  });

  for (const [how, close] of [
    ['its close button', (page: Page) => card(page).getByRole('button', { name: 'Close chat' }).click()],
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['a click outside it', (page: Page) => page.mouse.click(8, page.viewportSize()!.height / 2)],
  ] as const) {
    test(`${how} closes the card and focus returns to the launcher`, async ({ page }) => {
      await gotoHydrated(page, '/');
      await openCard(page);
      await close(page);
      await expect(card(page)).toBeHidden();
      await expect(launcher(page)).toBeFocused();
      await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

test.describe('chat dialog', () => {
  test('CHAT NOW opens the chat: greeting, title bar, side panel, starters, focus in the message box', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/');
    await openChat(page);
    const dialog = chat(page);
    await expect(card(page)).toBeHidden();
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page).first()).toContainText(`${site.assistant.name}:${GREETING}`);
    await expect(dialog.getByRole('heading', { name: CHAT_TITLE })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close chat' })).toHaveText('×');
    for (const question of STARTER_QUESTIONS) await expect(dialog.getByRole('button', { name: question })).toBeVisible();
    await expect(messageBox(page)).toHaveAttribute('placeholder', 'Type a message...');
    await expect(dialog.getByRole('log')).toHaveAttribute('aria-live', 'off');
    const bar = dialog.getByRole('heading', { name: CHAT_TITLE }).locator('..');
    expect(await bar.evaluate((element) => [getComputedStyle(element).position, getComputedStyle(element).backgroundColor])).toEqual(['sticky', 'rgb(10, 79, 214)']);
    await expect(page.getByTestId('chat-side-panel')).toBeVisible({ visible: !isMobile });
    if (!isMobile) {
      await animationsDone(page);
      const box = (await page.getByTestId('chat-side-panel').locator('..').boundingBox())!;
      expect(box.width).toBe(CHAT_DIALOG.maxWidth);
      expect(box.height).toBeCloseTo((CHAT_DIALOG.heightVh / 100) * page.viewportSize()!.height, 0);
    }
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('dialog[open]')!).zIndex)).toBe(String(Z_INDEX.chatOverlay));
    await expectNoAxeViolations(page);
  });

  test('a question shows the typing dots, then an answer with source links, announced once', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openChat(page);
    const release = await holdChatRequests(page);
    await ask(page);
    await expect(messages(page).nth(1)).toHaveText(`You:${QUESTION}`);
    await expect(messageBox(page)).toHaveValue('');
    await expect(typing(page)).toBeVisible();
    await expect(typing(page)).toHaveText(`${site.assistant.name} is typing`);
    await expect(typing(page).locator('img')).toHaveJSProperty('width', CHAT_AVATAR_SIZES.typing);
    expect(await typing(page).locator('[aria-hidden] > span').evaluateAll((dots) => dots.map((dot) => getComputedStyle(dot).animationDelay))).toEqual(
      CHAT_TYPING_DOT_DELAYS_MS.map((delay) => `${delay / 1000}s`),
    );
    await expect(sendButton(page)).toBeDisabled();
    await expectNoAxeViolations(page);

    const status = page.getByRole('status').filter({ hasText: 'replied' });
    // Every change of the status region's text is recorded, to count the announcements.
    await page.evaluate(() => {
      const region = document.querySelector('dialog [role="status"]')!;
      const log: string[] = [];
      new MutationObserver(() => log.push(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true });
      (window as unknown as { announcements: string[] }).announcements = log;
    });
    release();
    await expect(typing(page)).toBeHidden();
    const answer = answerWithSources(page);
    await expect(answer).toHaveCount(1);
    const sources = answer.getByRole('list', { name: 'Sources' }).getByRole('link');
    expect(await sources.count()).toBeGreaterThan(0);
    await expect(sources.first()).toHaveAttribute('href', /^\/[a-z]/);
    await expect(answer.locator('img')).toHaveJSProperty('width', CHAT_AVATAR_SIZES.message);
    await expect(status).toHaveText(new RegExp(`^${site.assistant.name} replied: \\S`));
    // The reply's suggestions replace the starters, and a chip asks its question.
    await expect(chat(page).getByRole('button', { name: STARTER_QUESTIONS[0] })).toHaveCount(0);
    const chips = answer.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
    await expect(chips.first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { announcements: string[] }).announcements.filter(Boolean))).toHaveLength(1);
    await expectNoAxeViolations(page);

    const chip = await chips.first().textContent();
    await chips.first().click();
    await expect(messages(page).nth(3)).toHaveText(`You:${chip}`);
    await expect(messages(page)).toHaveCount(5);
    expect(await page.evaluate(() => (window as unknown as { announcements: string[] }).announcements.filter(Boolean))).toHaveLength(2);
  });

  test('Enter sends, Shift+Enter adds a line; the box grows and shrinks back', async ({ page }) => {
    const chatRequests = countChatRequests(page);
    await gotoHydrated(page, '/');
    await openChat(page);
    const box = messageBox(page);
    const height = async () => (await box.boundingBox())!.height;
    const oneLine = await height();
    await box.pressSequentially('Line one');
    await box.press('Shift+Enter');
    await box.pressSequentially('Line two');
    await box.press('Shift+Enter');
    await box.pressSequentially('Line three');
    await expect(box).toHaveValue('Line one\nLine two\nLine three');
    expect(await height()).toBeGreaterThan(oneLine + 20);
    expect(chatRequests).toHaveLength(0);
    await box.press('Enter');
    await expect(messages(page).nth(1)).toHaveText('You:Line one\nLine two\nLine three');
    await expect(box).toHaveValue('');
    expect(await height()).toBe(oneLine);
    await expect(messages(page)).toHaveCount(3);
    expect(chatRequests).toHaveLength(1);
  });

  test('Send is disabled while the box is blank or a reply is loading, and blank input is never sent', async ({ page }) => {
    const chatRequests = countChatRequests(page);
    await gotoHydrated(page, '/');
    await openChat(page);
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).fill('   ');
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).press('Enter');
    await expect(messageBox(page)).toHaveValue('   ');
    await expect(messages(page)).toHaveCount(1);

    const release = await holdChatRequests(page);
    await ask(page);
    await expect(typing(page)).toBeVisible();
    await messageBox(page).fill('A second question');
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).press('Enter');
    await expect(messageBox(page)).toHaveValue('A second question');
    release();
    await expect(answerWithSources(page)).toHaveCount(1);
    await expect(sendButton(page)).toBeEnabled();
    expect(chatRequests).toHaveLength(1);
  });

  test('closing clears the conversation: reopening shows only the greeting', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openChat(page);
    await ask(page);
    await expect(answerWithSources(page)).toHaveCount(1);
    await chat(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(chat(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await openChat(page);
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page)).toContainText(GREETING);
  });

  test('Escape and a click outside the dialog close it', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/');
    await openChat(page);
    await page.keyboard.press('Escape');
    await expect(chat(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    // The compact dialog fills the screen: there is no outside to click.
    if (isMobile) return;
    await openChat(page);
    await page.mouse.click(8, page.viewportSize()!.height / 2);
    await expect(chat(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test('the page behind does not scroll while the card or the chat is open', async ({ page }) => {
    await gotoHydrated(page, '/');
    const scrollY = () => page.evaluate(() => window.scrollY);
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    await openCard(page);
    expect(await bodyOverflow()).toBe('hidden');
    await page.mouse.move(20, 200);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200); // let a scroll (if any) land before reading the position
    expect(await scrollY()).toBe(0);
    await card(page).getByRole('button', { name: 'CHAT NOW' }).click();
    expect(await bodyOverflow()).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(chat(page)).toBeHidden();
    await expect.poll(bodyOverflow).not.toBe('hidden');
  });
});

test.describe('feedback and reload', () => {
  const isFeedback = (response: { url(): string }) => new URL(response.url()).pathname === '/api/chat/feedback';

  test('a thumbs down is stored; the conversation and its rating survive a reload in the same tab; closing forgets them', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openChat(page);
    await ask(page);
    const answer = answerWithSources(page);
    await expect(answer).toHaveCount(1);
    const stored = page.waitForResponse(isFeedback);
    await answer.getByRole('button', { name: 'Not helpful' }).click();
    expect((await stored).status()).toBe(204);
    await expect(answer.getByText('Thanks for your feedback.')).toBeVisible();
    await expect(answer.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // A conversation to continue opens straight into the chat.
    await launcher(page).click();
    await expect(messages(page)).toHaveCount(3);
    await expect(messages(page).nth(1)).toHaveText(`You:${QUESTION}`);
    await expect(answerWithSources(page).getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'true');
    // The same session goes on: its answer can still be rated.
    const changed = page.waitForResponse(isFeedback);
    await answerWithSources(page).getByRole('button', { name: 'Helpful', exact: true }).click();
    expect((await changed).status()).toBe(204);
    await expect(answerWithSources(page).getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await chat(page).getByRole('button', { name: 'Close chat' }).click();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await openChat(page);
    await expect(messages(page)).toHaveCount(1);
  });
});

test.describe('errors', () => {
  test('the service down: the apology, the error in the console, and Retry asks again', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await gotoHydrated(page, '/');
    await openChat(page);
    await page.route('**/api/chat', (route) => route.abort());
    await ask(page);
    const alert = chat(page).getByRole('alert');
    await expect(alert).toHaveText(APOLOGY);
    expect(errors.join('\n')).toContain('Failed to get response from AI');
    await expectNoAxeViolations(page);

    await page.unroute('**/api/chat');
    await chat(page).getByRole('button', { name: 'Retry' }).click();
    await expect(answerWithSources(page)).toHaveCount(1);
    await expect(alert).toHaveCount(0);
    await expect(messages(page).filter({ hasText: `You:${QUESTION}` })).toHaveCount(1);
  });

  test('a 500 shows the same apology and logs the error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/chat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal_error"}' }));
    await gotoHydrated(page, '/');
    await openChat(page);
    await ask(page);
    await expect(chat(page).getByRole('alert')).toHaveText(APOLOGY);
    expect(errors.join('\n')).toContain('Failed to get response from AI');
  });

  test('a 429 asks the visitor to wait, with the time from Retry-After', async ({ page }) => {
    await page.route('**/api/chat', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '12' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'rate_limited', message: 'Too many requests', answer: 'Too many requests', retryAfter: 12 }),
      }),
    );
    await gotoHydrated(page, '/');
    await openChat(page);
    await ask(page);
    await expect(chat(page).getByRole('alert')).toHaveText("You're sending messages quickly. Please try again in 12 seconds.");
    await expectNoAxeViolations(page);
  });
});

test.describe('links and the keyboard', () => {
  test('#chat-now opens the chat directly, #chat the card; closing clears the hash so the link works again', async ({ page }) => {
    const problems = watchForErrors(page);
    await gotoHydrated(page, '/about/#chat-now');
    await expect(chat(page)).toBeVisible();
    await expect(messages(page)).toContainText(GREETING);
    await expect(messageBox(page)).toBeFocused();
    await chat(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(chat(page)).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');

    for (let attempt = 0; attempt < 2; attempt++) {
      await page.evaluate(() => (window.location.hash = '#chat'));
      await expect(card(page).getByRole('button', { name: 'CHAT NOW' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(card(page)).toBeHidden();
      expect(new URL(page.url()).hash).toBe('');
    }
    expect(problems()).toEqual([]);
  });

  test('Tab reaches the launcher, Enter opens, focus stays inside, Escape closes back to the launcher', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('footer a').last().focus();
    await page.keyboard.press('Tab');
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card(page).getByRole('button', { name: 'CHAT NOW' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(messageBox(page)).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(chat(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });
});

test.describe('compact layout', () => {
  for (const width of [MOBILE_BREAKPOINT - 1, MOBILE_BREAKPOINT + 1]) {
    test(`at ${width}px the chat ${width < MOBILE_BREAKPOINT ? 'fills the screen without' : 'is a dialog with'} the side panel`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/');
      await openChat(page);
      const panel = page.getByTestId('chat-side-panel');
      await animationsDone(page);
      const box = (await panel.locator('..').boundingBox())!;
      if (width < MOBILE_BREAKPOINT) {
        await expect(panel).toBeHidden();
        expect([box.x, box.y, box.width, box.height].map(Math.round)).toEqual([0, 0, width, 800]);
      } else {
        await expect(panel).toBeVisible();
        expect(box.width).toBeLessThan(width);
        expect(Math.round(box.height)).toBe((CHAT_DIALOG.heightVh / 100) * 800);
      }
      expect(parseFloat(await messageBox(page).evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
      await expectNoAxeViolations(page);
    });
  }
});
