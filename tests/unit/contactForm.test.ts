import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, validateContact } from '@/lib/contact/contactForm';
import { normalizeEmail } from '@/lib/email/normalizeEmail';

const valid = { name: ' Priya ', email: ' Priya@Example.COM ', company: '', phone: '', message: '  We need help with a data platform migration.  ', consent: true };

describe('validateContact', () => {
  it('trims, normalises the address and turns empty optional fields into null', () => {
    expect(validateContact(valid)).toEqual({
      ok: true,
      value: { name: 'Priya', email: 'priya@example.com', company: null, phone: null, message: 'We need help with a data platform migration.' },
    });
  });

  it.each([
    [{ name: '   ' }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', CONTACT_MESSAGES.nameTooLong],
    [{ name: 'Priya\nBcc: x@y.z' }, 'name', CONTACT_MESSAGES.lineBreaks],
    [{ email: 'priya@' }, 'email', CONTACT_MESSAGES.emailInvalid],
    [{ email: 42 }, 'email', CONTACT_MESSAGES.emailInvalid],
    [{ company: 'x'.repeat(121) }, 'company', CONTACT_MESSAGES.companyTooLong],
    [{ company: 'Acme\r\nInc' }, 'company', CONTACT_MESSAGES.lineBreaks],
    [{ phone: 'call me' }, 'phone', CONTACT_MESSAGES.phoneInvalid],
    [{ phone: '+1 (2)' }, 'phone', CONTACT_MESSAGES.phoneInvalid],
    [{ phone: '1'.repeat(33) }, 'phone', CONTACT_MESSAGES.phoneInvalid],
    [{ message: 'Too short' }, 'message', CONTACT_MESSAGES.messageTooShort],
    [{ message: 'x'.repeat(5001) }, 'message', CONTACT_MESSAGES.messageTooLong],
    [{ message: 'A long enough message with a bell \u0007 inside it' }, 'message', CONTACT_MESSAGES.messageControl],
    [{ consent: false }, 'consent', CONTACT_MESSAGES.consentRequired],
    [{ consent: 'true' }, 'consent', CONTACT_MESSAGES.consentRequired],
  ])('refuses %j with the %s message', (change, field, message) => {
    expect(validateContact({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('accepts line breaks in the message and common phone formats', () => {
    expect(validateContact({ ...valid, message: 'First line\r\nSecond line, long enough.', phone: '+91 (20) 4860-1120' })).toMatchObject({
      ok: true,
      value: { message: 'First line\nSecond line, long enough.', phone: '+91 (20) 4860-1120' },
    });
  });

  it('reports every bad field at once', () => {
    const result = validateContact({});
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(['consent', 'email', 'message', 'name']);
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['reader@example.com', 'reader@example.com'],
    ['  Reader.Name+news@Example.CO.UK ', 'reader.name+news@example.co.uk'],
    ['Ana@Bücher.Example', 'ana@xn--bcher-kva.example'],
    ["o'brien@example.ie", "o'brien@example.ie"],
  ])('normalises %j to %j', (raw, expected) => {
    expect(normalizeEmail(raw)).toBe(expected);
  });

  it.each([
    '',
    'plainaddress',
    'a@b',
    'a@b.1',
    'a b@example.com',
    'a@@example.com',
    'a@b@example.com',
    'a,b@example.com',
    'a@example.com,b@example.com',
    'Eve <eve@example.com>',
    '"quoted"@example.com',
    '.dot@example.com',
    'dot.@example.com',
    'a..b@example.com',
    'a@.example.com',
    'a@example.com.',
    'a@-example.com',
    'a@example.com/path',
    'a@example.com:25',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %j', (raw) => {
    expect(normalizeEmail(raw)).toBeNull();
  });
});
