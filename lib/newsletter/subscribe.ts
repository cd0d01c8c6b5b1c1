import { publicConfig } from '../publicConfig';

/** An e-mail address as the form accepts it: text, an at sign, text, a dot, text, with no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  success: 'Thank you for subscribing! You will now receive the latest tech insights.',
  failure: 'An unexpected error occurred. Please try again later.',
  requestFailed: 'Failed to subscribe. Please try again.',
} as const;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

export interface SubscribeRequest {
  email: string;
  /** The page path the form was sent from. */
  source: string;
  /** The hidden honeypot field; people leave it empty. */
  website: string;
}

/** Posts a subscription; only success is checked, the body is not read. */
export async function subscribe({ email, source, website }: SubscribeRequest, fetchImpl: typeof fetch = fetch) {
  const response = await fetchImpl(publicConfig.subscribeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'subscriptionConfirmation', email, source, website }),
  });
  if (!response.ok) throw new Error(NEWSLETTER_MESSAGES.requestFailed);
}
