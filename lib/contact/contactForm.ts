import { site } from '@/data/site';
import { normalizeEmail } from '../email/normalizeEmail';

/**
 * The contact form's contract, shared by the page (messages as the visitor types) and the service
 * (the same checks again): POST {contactUrl} with JSON {name, email, company, phone, message,
 * consent, source, website} → 201 {status: 'received'}; a 400 names each bad field in `fields`.
 */
export const CONTACT_LIMITS = { name: 100, company: 120, phone: 32, messageMin: 20, messageMax: 5000, source: 200 } as const;

export type ContactField = 'name' | 'email' | 'company' | 'phone' | 'message' | 'consent';

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Please keep your name under ${CONTACT_LIMITS.name} characters.`,
  emailInvalid: 'Please enter a valid email address, like name@company.com.',
  companyTooLong: `Please keep the company name under ${CONTACT_LIMITS.company} characters.`,
  phoneInvalid: 'Please enter a phone number using digits, spaces and + - ( ) only.',
  messageTooShort: `Please tell us a little more: at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageTooLong: `Please keep your message under ${CONTACT_LIMITS.messageMax.toLocaleString('en')} characters.`,
  consentRequired: 'Please agree to us using your details to reply.',
  lineBreaks: 'Please keep this on one line.',
  messageControl: 'Please remove the invisible control characters from your message.',
  failure: `We couldn't send your message. Please try again in a moment, or write to us at ${site.email}.`,
} as const;

/** The text of the consent box, versioned: the version is stored with every message. */
export const CONTACT_CONSENT = {
  version: '2026-11-contact-1',
  text: `I agree that ${site.name} may store these details and use them to reply to my enquiry, as described in the privacy policy.`,
} as const;

export interface ContactRequest {
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  consent: boolean;
  /** The page path the form was sent from. */
  source: string;
  /** Hidden honeypot field; people leave it empty. */
  website: string;
}

export interface ContactMessage {
  name: string;
  /** Normalised (trimmed, lower-cased). */
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
}

export type ContactValidation = { ok: true; value: ContactMessage } | { ok: false; errors: Partial<Record<ContactField, string>> };

const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{5,}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Checks a submission (anything: the server passes the parsed body) field by field. */
export function validateContact(input: Partial<Record<ContactField, unknown>>): ContactValidation {
  const errors: Partial<Record<ContactField, string>> = {};
  const name = text(input.name);
  const company = text(input.company);
  const phone = text(input.phone);
  const message = text(input.message).replace(/\r\n?/g, '\n');
  const email = normalizeEmail(text(input.email));

  if (!name) errors.name = CONTACT_MESSAGES.nameRequired;
  else if (name.length > CONTACT_LIMITS.name) errors.name = CONTACT_MESSAGES.nameTooLong;
  else if (CONTROL.test(name)) errors.name = CONTACT_MESSAGES.lineBreaks;

  if (!email) errors.email = CONTACT_MESSAGES.emailInvalid;

  if (company.length > CONTACT_LIMITS.company) errors.company = CONTACT_MESSAGES.companyTooLong;
  else if (CONTROL.test(company)) errors.company = CONTACT_MESSAGES.lineBreaks;

  if (phone && (phone.length > CONTACT_LIMITS.phone || !PHONE_PATTERN.test(phone) || (phone.match(/\d/g)?.length ?? 0) < 5)) errors.phone = CONTACT_MESSAGES.phoneInvalid;

  if (message.length < CONTACT_LIMITS.messageMin) errors.message = CONTACT_MESSAGES.messageTooShort;
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = CONTACT_MESSAGES.messageTooLong;
  else if (CONTROL_EXCEPT_LINES.test(message)) errors.message = CONTACT_MESSAGES.messageControl;

  if (input.consent !== true) errors.consent = CONTACT_MESSAGES.consentRequired;

  if (Object.keys(errors).length > 0 || !email) return { ok: false, errors };
  return { ok: true, value: { name, email, company: company || null, phone: phone || null, message } };
}
