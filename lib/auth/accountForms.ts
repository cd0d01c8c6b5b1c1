import { CONTACT_LIMITS, PHONE_PATTERN } from '@/lib/contact/contactForm';
import { normalizeEmail } from '@/lib/email/normalizeEmail';

/** The account forms' rules (spec: "not shown"; ours): checked in the browser before Firebase is asked. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type AccountField = 'name' | 'email' | 'phone' | 'password';
export type AccountErrors = Partial<Record<AccountField, string>>;

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Please keep your name under ${CONTACT_LIMITS.name} characters.`,
  emailInvalid: 'Please enter a valid email address, like name@company.com.',
  phoneInvalid: 'Please enter a phone number using digits, spaces and + - ( ) only, or leave it empty.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: `Please choose a password of at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `Please keep your password under ${PASSWORD_MAX} characters.`,
} as const;

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  password: string;
}

const emailError = (email: string) => (normalizeEmail(email) ? undefined : ACCOUNT_MESSAGES.emailInvalid);

function phoneError(phone: string): string | undefined {
  const trimmed = phone.trim();
  if (!trimmed) return undefined;
  const digits = trimmed.match(/\d/g)?.length ?? 0;
  return trimmed.length > CONTACT_LIMITS.phone || !PHONE_PATTERN.test(trimmed) || digits < 5 ? ACCOUNT_MESSAGES.phoneInvalid : undefined;
}

function newPasswordError(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX) return ACCOUNT_MESSAGES.passwordTooLong;
  return undefined;
}

const withoutEmpty = (errors: AccountErrors): AccountErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as AccountErrors;

export function validateSignUp({ name, email, phone, password }: SignUpValues): AccountErrors {
  const trimmedName = name.trim();
  return withoutEmpty({
    name: !trimmedName ? ACCOUNT_MESSAGES.nameRequired : trimmedName.length > CONTACT_LIMITS.name ? ACCOUNT_MESSAGES.nameTooLong : undefined,
    email: emailError(email),
    phone: phoneError(phone),
    password: newPasswordError(password),
  });
}

export function validateSignIn({ email, password }: { email: string; password: string }): AccountErrors {
  return withoutEmpty({ email: emailError(email), password: password ? undefined : ACCOUNT_MESSAGES.passwordRequired });
}

export function validateEmailOnly({ email }: { email: string }): AccountErrors {
  return withoutEmpty({ email: emailError(email) });
}
