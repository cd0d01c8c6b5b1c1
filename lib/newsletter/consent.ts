/** The wording under the footer form, versioned: the version is stored with each consent record. */
export const NEWSLETTER_CONSENT = {
  version: '2026-11-newsletter-1',
  text: 'We will e-mail you a link to confirm. Unsubscribe at any time.',
} as const;
