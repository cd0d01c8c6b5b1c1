import { whenIdle } from '@/lib/dom/whenIdle';
import { measurementConfigured } from './measurementConfigured';

/**
 * What the first load carries of consent: a few lines that, once the page is idle, load the banner
 * for people (not bots) on builds that measure something. Everything else is in the banner's chunk.
 */
export function startConsentWhenIdle(): () => void {
  return whenIdle(() => {
    void (async () => {
      // Marks the outcome on <html data-consent> (for styles and browser tests).
      const settle = (outcome: 'unneeded' | 'bot' | 'ready') => {
        document.documentElement.dataset.consent = outcome;
      };
      if (!measurementConfigured()) {
        settle('unneeded');
        return;
      }
      const { isBotVisitor } = await import('@/lib/auth/botVisitor');
      if (isBotVisitor()) {
        settle('bot');
        return;
      }
      const { startCookieBanner } = await import('./cookieBanner');
      await startCookieBanner();
      settle('ready');
    })().catch((error: unknown) => console.error('The cookie banner could not be loaded.', error));
  });
}

export function openCookieSettings(): void {
  void import('./cookieBanner')
    .then(({ showCookieSettings }) => showCookieSettings())
    .catch((error: unknown) => console.error('The cookie settings could not be opened.', error));
}
