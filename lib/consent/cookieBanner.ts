import * as CookieConsent from 'vanilla-cookieconsent';
// Both stylesheets come with this chunk: the library's, and ours (brand colours, equal buttons, sizes).
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { site } from '@/data/site';
import styles from './cookieBanner.module.scss';
import { startMeasurement, stopMeasurement } from './measurement';

export const ANALYTICS_CATEGORY = 'analytics';

let running: Promise<void> | null = null;

/**
 * The consent banner (vanilla-cookieconsent): opt-in, Accept and Reject side by side with the same
 * look, preferences reachable again from the footer. Analytics and session recording start only
 * after Accept, on this page load or, from the stored choice, on later ones; withdrawing clears
 * their cookies and storage and reloads the page, since neither tool can be switched off in place.
 * Bots never load this module (the caller checks).
 */
export function startCookieBanner(): Promise<void> {
  document.documentElement.classList.add(styles.theme!);
  running ??= CookieConsent.run({
    // Bots are recognised before this module loads; the library's own check would also hide it from tests.
    hideFromBots: false,
    revision: 1,
    cookie: { name: 'cc_cookie', expiresAfterDays: 182, sameSite: 'Lax', secure: window.location.protocol === 'https:' },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      [ANALYTICS_CATEGORY]: {
        autoClear: { cookies: [{ name: /^_hj/ }, { name: /^_ga/ }, { name: '_gid' }], reloadPage: true },
      },
    },
    onConsent: () => {
      if (CookieConsent.acceptedCategory(ANALYTICS_CATEGORY)) void startMeasurement();
    },
    onChange: ({ changedCategories }) => {
      if (!changedCategories.includes(ANALYTICS_CATEGORY)) return;
      if (CookieConsent.acceptedCategory(ANALYTICS_CATEGORY)) void startMeasurement();
      else stopMeasurement();
    },
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: {
            title: `Cookies on ${site.name}`,
            description:
              'We use essential cookies to run this site. With your consent we also use analytics and session recording (Google Analytics for Firebase and Hotjar) to see how pages are used and make them better. You can change your choice at any time under “Cookie settings” at the bottom of every page.',
            acceptAllBtn: 'Accept',
            acceptNecessaryBtn: 'Reject',
            showPreferencesBtn: 'Choose what to allow',
            footer: '<a href="/privacy/">Privacy policy</a>',
          },
          preferencesModal: {
            title: 'Cookie settings',
            acceptAllBtn: 'Accept all',
            acceptNecessaryBtn: 'Reject all',
            savePreferencesBtn: 'Save my choice',
            closeIconLabel: 'Close',
            sections: [
              {
                title: 'Strictly necessary',
                description: 'Remember your cookie choice and, if you sign in, keep you signed in. These are always on.',
                linkedCategory: 'necessary',
              },
              {
                title: 'Analytics and session recording',
                description:
                  'Google Analytics for Firebase counts page views and actions such as subscribing; Hotjar records how pages are used, with what you type hidden. Nothing is sent until you allow it.',
                linkedCategory: ANALYTICS_CATEGORY,
              },
            ],
          },
        },
      },
    },
  });
  return running;
}

/** The footer's "Cookie settings": the preferences dialog, with the current choice. */
export async function showCookieSettings(): Promise<void> {
  await startCookieBanner();
  CookieConsent.showPreferences();
}
