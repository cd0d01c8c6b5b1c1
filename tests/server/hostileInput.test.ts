import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { buildMailApp, DRIVERS, openTestDatabase } from './mailHarness';

/**
 * Hostile requests to every API route, on each database: any method, path, query (repeated keys
 * too), content type, origin and body (any JSON, any string, the right fields with wrong values).
 * Nothing may answer 500 or above, the service must still be up, and its memory must not grow
 * without bound. Retrieval quality is not the point here, so the chat runs by words alone.
 */
const REQUESTS = 5_000;
const ROUTES = [
  '/api/chat',
  '/api/chat/feedback',
  '/api/subscribe',
  '/api/contact',
  '/api/newsletter/confirm',
  '/api/newsletter/unsubscribe',
  '/api/newsletter/issues/1',
  '/api/dev/mail/1/html',
  '/api/dev/mail',
  '/api/dev/mail.json',
  '/api/health',
  '/api/ready',
];
const FIELDS = ['sessionId', 'question', 'answerId', 'rating', 'type', 'email', 'source', 'website', 'name', 'company', 'phone', 'message', 'consent', 'token', 'List-Unsubscribe'];

const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom('', ' ', '\u0000', 'a\ud800', 'constructor', '__proto__', 'toString', 'hello', 'x'.repeat(2000), '<script>alert(1)</script>'));
const value = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }), fc.dictionary(text, text, { maxKeys: 3 }));
/** Valid bodies of the routes, to mutate: hostile values where the route reads them. */
const VALID: [string, Record<string, unknown>][] = [
  ['/api/chat', { sessionId: 'hostile-session-01', question: 'Do you build browser extensions?' }],
  ['/api/chat/feedback', { sessionId: 'hostile-session-01', answerId: '00000000-0000-4000-8000-000000000000', rating: 'up' }],
  ['/api/subscribe', { type: 'subscriptionConfirmation', email: 'hostile@example.com', source: '/insights/', website: '' }],
  ['/api/contact', { name: 'Bob Stone', email: 'bob@example.com', company: 'Acme', phone: '+44 20 7946 0958', message: 'Please call me about a data project soon.', consent: true, source: '/contact/', website: '' }],
];
const changes = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 2 });
const nearlyValid = fc.tuple(fc.constantFrom(...VALID), changes).map(([[, valid], changed]) => JSON.stringify({ ...valid, ...changed }));
/** A POST of a route's own body with one or two fields changed: past the parsers, into the handlers. */
const aimed = fc.tuple(fc.constantFrom(...VALID), changes, fc.option(fc.constantFrom('https://www.example.test', 'https://evil.example'), { nil: undefined })).map(([[path, valid], changed, origin]) => ({
  method: 'POST',
  path,
  query: '',
  contentType: 'application/json',
  origin,
  body: JSON.stringify({ ...valid, ...changed }),
}));
const body = fc.oneof(
  nearlyValid,
  nearlyValid,
  fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json)),
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((fields) => JSON.stringify(fields)),
  text,
);
const query = fc.array(fc.tuple(fc.constantFrom('token', 'x', 'a[]', '__proto__', 'constructor'), text), { maxLength: 3 }).map((pairs) => new URLSearchParams(pairs).toString());
const anything = fc.record({
  method: fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD'),
  path: fc.constantFrom(...ROUTES),
  query,
  contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', 'application/xml', '', 'application/json\u0000'),
  origin: fc.option(fc.constantFrom('https://www.example.test', 'https://evil.example', 'null', 'http://127.0.0.1:3000'), { nil: undefined }),
  body,
});
const request = fc.oneof(aimed, anything);

describe.each(DRIVERS)('hostile requests on %s', (driver, databaseUrl) => {
  describe.skipIf(driver === 'postgres' && !databaseUrl)('every API route', () => {
    let db: Database;
    let drop: () => Promise<void>;
    let app: FastifyInstance;

    beforeAll(async () => {
      ({ db, drop } = await openTestDatabase(databaseUrl));
      app = await buildHostileTarget(db);
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await db?.close();
      await drop?.();
    });

    it(`answers ${REQUESTS.toLocaleString('en')} of them with no status of 500 or above, and stays up`, async () => {
      const statuses = new Map<number, number>();
      const before = process.memoryUsage().heapUsed;
      await fc.assert(
        fc.asyncProperty(request, async ({ method, path, query: search, contentType, origin, body: payload }) => {
          const options: InjectOptions = {
            method: method as InjectOptions['method'],
            url: search ? `${path}?${search}` : path,
            headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(origin ? { origin } : {}) },
            ...(method === 'GET' || method === 'HEAD' ? {} : { payload }),
          };
          const response = await app.inject(options);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${method} ${options.url} ${contentType} ${String(payload).slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: REQUESTS },
      );
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      // Bounded growth: the caches and the rate limiter's store are capped.
      expect(process.memoryUsage().heapUsed - before).toBeLessThan(256 * 1024 * 1024);
      console.log(`hostile requests on ${driver}, by status: ${[...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ')}`);
    }, 300_000);
  });
});

/** The whole API on `db`, with limits out of the way and the chat by words alone (5,000 requests stay quick). */
function buildHostileTarget(db: Database): Promise<FastifyInstance> {
  const generous = { perIp: 1_000_000, windowMs: 60_000 };
  return buildMailApp(db, {
    chat: { embeddings: { enabled: false, timeoutMs: 1000 }, rateLimit: { perIpPerMinute: 1_000_000, perSessionPerMinute: 1_000_000 } },
    newsletter: { rateLimit: generous },
    contact: { rateLimit: generous },
    mail: { pollMs: 60_000 },
  });
}
