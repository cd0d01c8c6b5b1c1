import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, validateEmailOnly, validateSignIn, validateSignUp } from '@/lib/auth/accountForms';
import { AUTH_FALLBACK_MESSAGE, authErrorMessage } from '@/lib/auth/authErrors';
import { decodeDisplayName, encodeDisplayName } from '@/lib/auth/displayName';

describe('account form rules', () => {
  it('sign-up asks for a name, a valid e-mail, a usable phone if any, and 8+ characters of password', () => {
    expect(validateSignUp({ name: ' ', email: 'nope', phone: 'call me', password: 'short' })).toEqual({
      name: ACCOUNT_MESSAGES.nameRequired,
      email: ACCOUNT_MESSAGES.emailInvalid,
      phone: ACCOUNT_MESSAGES.phoneInvalid,
      password: ACCOUNT_MESSAGES.passwordTooShort,
    });
    expect(validateSignUp({ name: 'Asha', email: 'asha@example.com', phone: '', password: 'long enough' })).toEqual({});
    expect(validateSignUp({ name: 'Asha', email: 'asha@example.com', phone: '+91 98200 12345', password: 'x'.repeat(129) })).toEqual({
      password: ACCOUNT_MESSAGES.passwordTooLong,
    });
  });

  it('sign-in needs an e-mail and any password; reset needs an e-mail', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: ACCOUNT_MESSAGES.emailInvalid, password: ACCOUNT_MESSAGES.passwordRequired });
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toEqual({});
    expect(validateEmailOnly({ email: 'a@b' })).toEqual({ email: ACCOUNT_MESSAGES.emailInvalid });
  });
});

describe('Firebase errors as sentences', () => {
  it.each([
    ['auth/invalid-credential', /don't match an account/],
    ['auth/wrong-password', /don't match an account/],
    ['auth/email-already-in-use', /already exists/],
    ['auth/weak-password', /too easy to guess/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/network-request-failed', /connection/],
    ['auth/popup-blocked', /pop-ups/],
  ])('%s', (code, message) => {
    expect(authErrorMessage({ code })).toMatch(message);
  });

  it('anything else gets a general message', () => {
    expect(authErrorMessage(new Error('boom'))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage({ code: 'auth/unheard-of' })).toBe(AUTH_FALLBACK_MESSAGE);
  });
});

describe('the profile display name', () => {
  it('is a JSON of name and phone when a phone was given, else the name', () => {
    expect(encodeDisplayName({ name: ' Asha ', phone: ' +91 1 ' })).toBe('{"name":"Asha","phone":"+91 1"}');
    expect(encodeDisplayName({ name: 'Asha', phone: '  ' })).toBe('Asha');
  });

  it('reads both forms back, and any other string as a name', () => {
    expect(decodeDisplayName('{"name":"Asha","phone":"+91 1"}')).toEqual({ name: 'Asha', phone: '+91 1' });
    expect(decodeDisplayName('Priya Nair')).toEqual({ name: 'Priya Nair' });
    expect(decodeDisplayName('{not json')).toEqual({ name: '{not json' });
    expect(decodeDisplayName(null)).toEqual({ name: '' });
  });
});
