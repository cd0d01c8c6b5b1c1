import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN, subscribe, subscription, setUpMailApps } from './mailHarness';

const context = setUpMailApps({ newsletter: { rateLimit: { perIp: 3, windowMs: 60_000 } } });

describe('POST /api/subscribe: every bad input gets a clear 4xx JSON answer', () => {
  const cases: [string, unknown, number, string, RegExp, Record<string, string>?][] = [
    ['malformed JSON', '{"type": ', 400, 'bad_request', /JSON/],
    ['a JSON array', '[]', 400, 'invalid_request', /The body must be a JSON object/],
    ['no type', { email: 'a@example.com' }, 400, 'invalid_request', /type must be "subscriptionConfirmation"/],
    ['another type', { type: 'unsubscribe', email: 'a@example.com' }, 400, 'invalid_request', /type must be "subscriptionConfirmation"/],
    ['no email', { type: 'subscriptionConfirmation' }, 400, 'invalid_request', /email is required and must be a string/],
    ['an email that is a number', { type: 'subscriptionConfirmation', email: 42 }, 400, 'invalid_request', /email is required and must be a string/],
    ['an invalid email', subscription('not-an-email'), 400, 'invalid_email', /not a valid email address/],
    ['two addresses in one', subscription('a@example.com,b@example.com'), 400, 'invalid_email', /not a valid email address/],
    ['an address with a display name', subscription('Eve <eve@example.com>'), 400, 'invalid_email', /not a valid email address/],
    ['an address over 254 characters', subscription(`${'a'.repeat(60)}@${'b'.repeat(190)}.com`), 400, 'invalid_email', /not a valid email address/],
    ['a source over 300 characters', subscription('a@example.com', { source: `/${'x'.repeat(300)}` }), 400, 'invalid_request', /source is longer than 300/],
    ['a body over 2 kB', subscription('a@example.com', { source: 'x'.repeat(2100) }), 413, 'payload_too_large', /larger than 2048 bytes/],
    ['a form post', 'email=a%40example.com', 415, 'unsupported_media_type', /application\/json/, { 'content-type': 'application/x-www-form-urlencoded' }],
    ['plain text', 'a@example.com', 415, 'unsupported_media_type', /application\/json/, { 'content-type': 'text/plain' }],
    ['another site', subscription('a@example.com'), 403, 'origin_not_allowed', /origin/, { origin: 'https://evil.example' }],
  ];
  for (const [name, body, status, code, message, headers] of cases) {
    it(`${name} → ${status}`, async () => {
      const response = await subscribe(context.app, body, headers);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const json = response.json();
      expect(json.error).toBe(code);
      expect(json.message).toMatch(message);
      expect(response.body).not.toMatch(/at .*\.ts|stack/);
    });
  }

  it('stores nothing for a refused request', async () => {
    expect(await context.db.query('select count(*)::int as count from subscribers')).toEqual([{ count: 0 }]);
  });

  it('normalises the address: trimmed, lower-cased, the domain in punycode', async () => {
    expect((await subscribe(context.app, subscription('  Ana.Lopez@Bücher.Example  '))).statusCode).toBe(202);
    expect(await context.db.query('select email from subscribers')).toEqual([{ email: 'ana.lopez@xn--bcher-kva.example' }]);
  });
});

describe('POST /api/subscribe: CORS and the per-IP limit', () => {
  it('answers a preflight from the site with its exact origin, and not another', async () => {
    const preflight = (origin: string) =>
      context.app.inject({ method: 'OPTIONS', url: '/api/subscribe', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    const allowed = await preflight(SITE_ORIGIN);
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(allowed.headers['access-control-allow-methods']).toBe('POST');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const fromSite = await subscribe(context.app, subscription('cors@example.com'), { origin: SITE_ORIGIN });
    expect(fromSite.statusCode).toBe(202);
    expect(fromSite.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
  });

  it('limits one IP with 429, Retry-After and a message, and not another IP', async () => {
    const from = (ip: string, n: number) => context.limited.inject({ method: 'POST', url: '/api/subscribe', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: subscription(`limit-${n}@example.com`) });
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push((await from('203.0.113.7', n)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await from('203.0.113.7', 9);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', retryAfter });
    expect(refused.json().message).toMatch(/Please try again in \d+ seconds/);
    expect((await from('198.51.100.2', 10)).statusCode).toBe(202);
  });
});

describe('the confirmation and unsubscribe pages refuse bad input with a page, never a stack trace', () => {
  it('answers a confirmation POST without a token, with an odd content type or too large', async () => {
    const empty = await context.app.inject({ method: 'POST', url: '/api/newsletter/confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toMatch(/^text\/html/);
    const text = await context.app.inject({ method: 'POST', url: '/api/newsletter/confirm', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(text.statusCode).toBe(400);
    expect(text.body).toContain("We don't recognise this link");
    const xml = await context.app.inject({ method: 'POST', url: '/api/newsletter/confirm', headers: { 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error).toBe('unsupported_media_type');
    const huge = await context.app.inject({ method: 'POST', url: '/api/newsletter/confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${'a'.repeat(3000)}` });
    expect(huge.statusCode).toBe(413);
  });

  it('escapes whatever comes in the query', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=%3Cscript%3Ealert(1)%3C/script%3E' });
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
  });
});
