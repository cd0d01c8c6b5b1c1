import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { site } from '@/data/site';
import { CONTACT_CONSENT, CONTACT_MESSAGES } from '@/lib/contact/contactForm';
import { recentContactMessages } from '@/server/contact/contactMessages';
import { capturedMail } from '@/server/mail/devMailbox';
import { setUpMailApps, waitUntil } from './mailHarness';


const valid = {
  name: 'Priya Natarajan',
  email: ' Priya@Example.COM ',
  company: 'Acme Retail',
  phone: '+44 20 7946 0958',
  message: 'We would like help moving our order service to the cloud next quarter.',
  consent: true,
  source: '/contact/',
  website: '',
};

const send = (target: FastifyInstance, body: unknown, headers: Record<string, string> = {}) =>
  target.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (test)', ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) });

const context = setUpMailApps({ contact: { rateLimit: { perIp: 2, windowMs: 60_000 } } });

describe('POST /api/contact', () => {
  it('stores the message and sends the company a notification that replies to the visitor', async () => {
    const response = await send(context.app, valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'received', message: 'Thank you. Your message has reached our team.' });
    const [stored] = await recentContactMessages(context.db, 1);
    expect(stored).toMatchObject({
      name: 'Priya Natarajan',
      email: 'priya@example.com',
      company: 'Acme Retail',
      phone: '+44 20 7946 0958',
      message: valid.message,
      source: '/contact/',
      consentVersion: CONTACT_CONSENT.version,
    });

    const [mail] = await waitUntil(() => capturedMail(context.db), (mails) => mails.some((m) => m.kind === 'contact-notification'));
    expect(mail).toMatchObject({ to: site.email, replyTo: 'priya@example.com', subject: 'Website enquiry from Priya Natarajan, Acme Retail' });
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain('Phone: +44 20 7946 0958');
    expect(mail.html).not.toContain('<script');
  });

  it('escapes what visitors type in the notification mail', async () => {
    await send(context.app, { ...valid, name: 'Eve <script>alert(1)</script>', message: '<img src=x onerror=alert(1)> please call me back soon' });
    const mails = await waitUntil(() => capturedMail(context.db), (all) => all.some((m) => m.subject.includes('Eve')));
    const mail = mails.find((m) => m.subject.includes('Eve'))!;
    expect(mail.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('names each bad field with the message the page shows', async () => {
    const response = await send(context.app, { ...valid, name: '  ', email: 'nope', phone: 'call me', message: 'Hi', consent: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_request',
      message: CONTACT_MESSAGES.nameRequired,
      fields: {
        name: CONTACT_MESSAGES.nameRequired,
        email: CONTACT_MESSAGES.emailInvalid,
        phone: CONTACT_MESSAGES.phoneInvalid,
        message: CONTACT_MESSAGES.messageTooShort,
        consent: CONTACT_MESSAGES.consentRequired,
      },
    });
    const lineBreak = await send(context.app, { ...valid, name: 'Priya\r\nBcc: victim@example.com' });
    expect(lineBreak.json().fields).toEqual({ name: CONTACT_MESSAGES.lineBreaks });
    const long = await send(context.app, { ...valid, message: 'x'.repeat(5001) });
    expect(long.json().fields).toEqual({ message: CONTACT_MESSAGES.messageTooLong });
  });

  it('refuses what is not a JSON object from an allowed page, with clear JSON errors', async () => {
    const cases: [unknown, Record<string, string>, number, string][] = [
      ['{"name":', {}, 400, 'bad_request'],
      ['"text"', {}, 400, 'invalid_request'],
      [valid, { 'content-type': 'text/plain' }, 415, 'unsupported_media_type'],
      [{ ...valid, message: 'x'.repeat(17_000) }, {}, 413, 'payload_too_large'],
      [valid, { origin: 'https://evil.example' }, 403, 'origin_not_allowed'],
    ];
    for (const [body, headers, status, error] of cases) {
      const response = await send(context.app, body, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(status);
      expect(response.json().error).toBe(error);
    }
  });

  it('answers the honeypot like a person but stores and sends nothing', async () => {
    const before = (await recentContactMessages(context.db, 100)).length;
    const response = await send(context.app, { ...valid, website: 'https://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('received');
    expect(await recentContactMessages(context.db, 100)).toHaveLength(before);
  });

  it('limits one IP with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send(context.limited, valid)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await send(context.limited, valid);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/You've sent several messages in a short time\. Please try again in \d+ seconds\./);
  });
});
