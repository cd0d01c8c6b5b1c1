import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES, validateContact } from '@/lib/contact/contactForm';
import { MAX_EMAIL_LENGTH, normalizeEmail } from '@/lib/email/normalizeEmail';

const valid = { name: ' Priya ', email: ' Priya@Example.COM ', company: '', phone: '', message: '  We need help with a data platform migration.  ', consent: true };

describe('validateContact', () => {
  it('trims, normalises the address and turns empty optional fields into null', () => {
    expect(validateContact(valid)).toEqual({
      ok: true,
      value: { name: 'Priya', email: 'priya@example.com', company: null, phone: null, message: 'We need help with a data platform migration.' },
    });
  });

  it('lower-cases the address and writes its domain in punycode', () => {
    const result = validateContact({ ...valid, email: '  Ana@Bücher.Example ' });
    expect(result.ok && result.value.email).toBe('ana@xn--bcher-kva.example');
  });

  it('accepts every field at its limit', () => {
    const atLimits = {
      ...valid,
      name: 'n'.repeat(CONTACT_LIMITS.name),
      company: 'c'.repeat(CONTACT_LIMITS.company),
      phone: `+${'1'.repeat(CONTACT_LIMITS.phone - 1)}`,
      message: 'm'.repeat(CONTACT_LIMITS.messageMax),
    };
    expect(validateContact(atLimits).ok).toBe(true);
    expect(validateContact({ ...valid, message: ` ${'m'.repeat(CONTACT_LIMITS.messageMin)} ` }).ok).toBe(true);
  });

  it('allows tabs and line breaks in the message only', () => {
    expect(validateContact({ ...valid, message: 'Column A\tColumn B\nand a second line' }).ok).toBe(true);
    expect(validateContact({ ...valid, name: 'Priya\tN' })).toEqual({ ok: false, errors: { name: CONTACT_MESSAGES.lineBreaks } });
  });

  it.each([undefined, null, 1, 'true', 'on', {}, [true]])('refuses consent %j: only true agrees', (consent) => {
    expect(validateContact({ ...valid, consent })).toEqual({ ok: false, errors: { consent: CONTACT_MESSAGES.consentRequired } });
  });

  it.each([
    [{ name: '   ' }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ name: undefined }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ name: ['Priya'] }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ name: `${'x'.repeat(100)}\u0000` }, 'name', CONTACT_MESSAGES.nameTooLong],
    [{ name: 'Priya\u0000' }, 'name', CONTACT_MESSAGES.lineBreaks],
    [{ name: 'Priya\u007f' }, 'name', CONTACT_MESSAGES.lineBreaks],
    [{ email: '' }, 'email', CONTACT_MESSAGES.emailInvalid],
    [{ email: 'a@example.com, b@example.com' }, 'email', CONTACT_MESSAGES.emailInvalid],
    [{ company: 'Acme\u001b[31m' }, 'company', CONTACT_MESSAGES.lineBreaks],
    [{ phone: '+1 555 0100 ext. 12' }, 'phone', CONTACT_MESSAGES.phoneInvalid],
    [{ phone: '++44 20 7946 0958' }, 'phone', CONTACT_MESSAGES.phoneInvalid],
    [{ phone: '(((((' }, 'phone', CONTACT_MESSAGES.phoneInvalid],
    [{ message: `  ${'x'.repeat(19)}  ` }, 'message', CONTACT_MESSAGES.messageTooShort],
    [{ message: 'A long enough message with a NUL \u0000 in it' }, 'message', CONTACT_MESSAGES.messageControl],
    [{ message: 'A long enough message with an escape \u001b[2J in it' }, 'message', CONTACT_MESSAGES.messageControl],
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
    for (const phone of ['020 7946 0958', '+1 (555) 010-0199', '555.010.0199', '+49/30/1234567']) expect(validateContact({ ...valid, phone }).ok, phone).toBe(true);
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
    ['first.last@sub.example.travel', 'first.last@sub.example.travel'],
    ['x@xn--bcher-kva.example', 'x@xn--bcher-kva.example'],
    [`${'l'.repeat(64)}@example.com`, `${'l'.repeat(64)}@example.com`],
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
    `a@${'b'.repeat(64)}.com`,
    'a @example.com',
    'a@exa mple.com',
    'a@example.123',
    '1.2.3.4@10.0.0.1',
    'a@[192.168.0.1]',
    '"a@b"@example.com',
    'a;b@example.com',
    'a(comment)@example.com',
    '@example.com',
    'a@',
    'a@example..com',
  ])('refuses %j', (raw) => {
    expect(normalizeEmail(raw)).toBeNull();
  });

  it('takes addresses up to 254 characters and no longer', () => {
    const label = 'd'.repeat(63);
    const domain = (length: number) => `${label}.${label}.${'e'.repeat(length - 2 * 64)}`;
    const local = 'l'.repeat(64);
    const longest = `${local}@${domain(MAX_EMAIL_LENGTH - 65)}`;
    expect(longest).toHaveLength(254);
    expect(normalizeEmail(longest)).toBe(longest);
    const tooLong = `${local}@${domain(MAX_EMAIL_LENGTH - 64)}`;
    expect(tooLong).toHaveLength(255);
    expect(normalizeEmail(tooLong)).toBeNull();
    // Punycode can make an address of 254 characters too long.
    expect(normalizeEmail(`a@${'ü'.repeat(20)}.example`)).toMatch(/^a@xn--[a-z0-9-]+\.example$/);
    expect(`${local}@${label}.${label}.${'ü'.repeat(20)}.${'e'.repeat(40)}`).toHaveLength(254);
    expect(normalizeEmail(`${local}@${label}.${label}.${'ü'.repeat(20)}.${'e'.repeat(40)}`)).toBeNull();
  });
});
