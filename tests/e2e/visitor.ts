import type { Page } from '@playwright/test';

/**
 * Makes the page look like a person's browser: Playwright sets navigator.webdriver, which the site
 * treats as a bot (no auth listener, no consent banner, no measurement). The devices' user agents
 * are already ordinary browsers'.
 */
export async function actAsPerson(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
  });
}

/** The consent cookie as vanilla-cookieconsent writes it, for a visitor who chose before. */
export function consentCookie(origin: string, analytics: boolean) {
  const now = new Date().toISOString();
  const value = {
    categories: analytics ? ['necessary', 'analytics'] : ['necessary'],
    revision: 1,
    data: null,
    consentTimestamp: now,
    consentId: '00000000-0000-4000-8000-000000000000',
    services: { necessary: [], analytics: [] },
    languageCode: 'en',
    lastConsentTimestamp: now,
    expirationTime: Date.now() + 86_400_000,
  };
  return { name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(value)), url: origin };
}
