import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { startLiveServer, type LiveServer } from './liveServer';

// The web copy every newsletter mail links to: an issue recorded with the operator command, then
// served by the real server from its database.
test.describe.configure({ mode: 'serial' });

let server: LiveServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-issue-'));
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/newsletter.ts', 'digest', 'send', '--since', '2025-10-20', '--intro', 'What we published this autumn.'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', CHAT_EMBEDDINGS: 'off' },
    encoding: 'utf8',
  });
  expect(output).toMatch(/^Issue #1 \(\d+ entries\) recorded/);
  server = await startLiveServer({}, dataDir);
});

test.afterAll(async () => {
  await server?.stop();
});

test('an issue\'s web copy reads as the mail did, every link and picture works, and it passes axe', async ({ page }) => {
  const response = await page.goto(`${server.origin}/api/newsletter/issues/1`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Nexaloom insights: /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nexaloom insights, issue 1');
  await expect(page.getByText('What we published this autumn.')).toBeVisible();
  const titles = page.getByRole('heading', { level: 2 });
  expect(await titles.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('link', { name: /unsubscribe/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Subscribe on our website' })).toBeVisible();

  const links = await page.locator('a[href^="http"]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  for (const link of new Set(links)) expect((await page.request.get(link)).status(), link).toBe(200);
  const images = await page.locator('img').evaluateAll((nodes) => nodes.map((node) => ({ src: (node as HTMLImageElement).currentSrc, alt: node.getAttribute('alt'), loaded: (node as HTMLImageElement).naturalWidth > 0 })));
  expect(images.length).toBe(await titles.count());
  for (const image of images) {
    expect(image.src).toMatch(/\.png$/);
    expect(image.alt?.trim()).toBeTruthy();
  }
  await expect.poll(async () => page.locator('img').evaluateAll((nodes) => nodes.every((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0))).toBe(true);

  await expectNoAxeViolations(page);
});

test('an issue that does not exist is a clear 404 page', async ({ page }) => {
  const response = await page.goto(`${server.origin}/api/newsletter/issues/999`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find this issue");
});
