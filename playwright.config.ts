import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Browser tests run Debian's Chromium against the built export served by the real server
 * (npm run build first; npm test does). Nothing here downloads a browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // Two workers share two cores with the server and the Auth emulator: a test that loads several
  // pages and runs axe on each can pass 30 s when the machine is busy.
  timeout: 60_000,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
  webServer: {
    // The server and, beside it, the local Auth emulator (the build has no Firebase project).
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    // Browser tests share one IP, so the chat rate limits are raised; the service tests cover them.
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: '.data/e2e', CHAT_RATE_LIMIT_IP: '10000', CHAT_RATE_LIMIT_SESSION: '10000' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
