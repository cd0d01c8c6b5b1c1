import { site } from '@/data/site';

/** A sentence for each Firebase Auth error a visitor can meet; the code names it, the message helps. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': "That email and password don't match an account. Check them, or reset your password.",
  'auth/invalid-login-credentials': "That email and password don't match an account. Check them, or reset your password.",
  'auth/wrong-password': "That email and password don't match an account. Check them, or reset your password.",
  'auth/user-not-found': "That email and password don't match an account. Check them, or reset your password.",
  'auth/email-already-in-use': 'An account with this email already exists. Sign in instead, or reset your password.',
  'auth/weak-password': 'That password is too easy to guess. Choose a longer one: a short phrase works well.',
  'auth/password-does-not-meet-requirements': 'That password is too easy to guess. Choose a longer one: a short phrase works well.',
  'auth/too-many-requests': 'Too many attempts in a short time. Please wait a few minutes and try again, or reset your password.',
  'auth/network-request-failed': "We couldn't reach the sign-in service. Check your connection and try again.",
  'auth/invalid-email': 'Please enter a valid email address, like name@company.com.',
  'auth/user-disabled': `This account has been switched off. Write to us at ${site.email} and we will help.`,
  'auth/popup-closed-by-user': 'The Google window was closed before sign-in finished. Please try again.',
  'auth/cancelled-popup-request': 'The Google window was closed before sign-in finished. Please try again.',
  'auth/popup-blocked': 'Your browser blocked the Google window. Allow pop-ups for this site, then try again.',
  'auth/account-exists-with-different-credential': 'This email already has an account with a password. Sign in with your email and password.',
  'auth/operation-not-allowed': "This way of signing in isn't available right now. Please use another.",
  'auth/internal-error': "We couldn't reach the sign-in service. Check your connection and try again.",
};

export const AUTH_FALLBACK_MESSAGE = `Something went wrong. Please try again, or write to us at ${site.email}.`;

export function authErrorCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (code && MESSAGES[code]) || AUTH_FALLBACK_MESSAGE;
}
