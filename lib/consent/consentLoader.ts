import { whenIdle } from '@/lib/dom/whenIdle';
import { visitorRuntime } from '@/lib/visitor/visitorRuntime';
import { measurementConfigured } from './measurementConfigured';

/** Marks the outcome on <html data-consent> (for styles and browser tests). */
const settle = (outcome: 'unneeded' | 'bot' | 'ready') => {
  document.documentElement.dataset.consent = outcome;
};

/**
 * What the first load carries of consent: once the page is idle, the banner for people (not bots)
 * on builds that measure something. Everything else is in the visitor runtime's chunks.
 */
export function startConsentWhenIdle(): () => void {
  return whenIdle(() => {
    if (!measurementConfigured()) return settle('unneeded');
    visitorRuntime()
      .then(async (runtime) => {
        if (runtime.isBotVisitor()) return settle('bot');
        await runtime.startCookieBanner();
        settle('ready');
      })
      .catch((error: unknown) => console.error('The cookie banner could not be loaded.', error));
  });
}

export function openCookieSettings(): void {
  visitorRuntime()
    .then((runtime) => runtime.showCookieSettings())
    .catch((error: unknown) => console.error('The cookie settings could not be opened.', error));
}
