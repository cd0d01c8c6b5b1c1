import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadChatConfig } from '@/server/chat/chatConfig';
import { loadConfig } from '@/server/config';
import { lockDataDir } from '@/server/db/dataDirLock';
import { unsafeField } from '@/server/http/safeInput';
import { buildMailApp, setUpMailApps, subscribe, subscription } from './mailHarness';

const context = setUpMailApps({});
/** An environment with these variables set. */
const env = (variables: Record<string, string> = {}): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...variables });
const json = (app: FastifyInstance, url: string, body: unknown) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (test)' }, payload: JSON.stringify(body) });
const contact = { name: 'Bob Stone', email: 'bob@example.com', company: '', phone: '', message: 'Please call me about a data project soon.', consent: true, source: '/contact/', website: '' };

describe('one input guard for every route', () => {
  it('finds control characters and broken emoji in any string, however deep, and lets text through', () => {
    expect(unsafeField({ name: 'Bob\u0000' })).toBe('name');
    expect(unsafeField({ items: [{ title: 'ok' }, { title: 'half \ud83d' }] })).toBe('items.1.title');
    expect(unsafeField({ name: 'tail \udc00 alone' })).toBe('name');
    expect(unsafeField({ text: 'line one\nline two\ttabbed\r\n', emoji: 'a whole 👍 emoji', accents: 'Zoë, Łódź, 東京' })).toBeNull();
    let deep: unknown = 'x\u0007';
    for (let level = 0; level < 20_000; level++) deep = [deep];
    expect(unsafeField(deep)).toMatch(/^0(\.0)*$/);
  });

  it('answers a NUL or a lone surrogate in a contact or subscribe field with a 400 naming the field, and stores nothing', async () => {
    for (const [field, value] of [
      ['source', '/contact/\u0000'],
      ['name', 'Bob\ud800'],
      ['company', 'Acme\u001b[31m'],
    ] as const) {
      const response = await json(context.app, '/api/contact', { ...contact, [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request', field });
      expect(response.json().message).toContain(field);
    }
    const subscribed = await subscribe(context.app, subscription('nul@example.com', { source: '/insights/\u0000' }));
    expect(subscribed.statusCode).toBe(400);
    expect(subscribed.json().field).toBe('source');
    expect(await context.db.query("select 1 from subscribers where email = 'nul@example.com'")).toEqual([]);
    expect(await context.db.query("select 1 from contact_messages where email = 'bob@example.com'")).toEqual([]);
  });

  it('answers a query parameter given twice with a 400, on GET and POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await context.app.inject({ method, url: '/api/newsletter/unsubscribe?token=a&token=b' });
      expect(response.statusCode, method).toBe(400);
      expect(response.json().message).toBe('token must be given once');
    }
  });

  it('answers a chat question with a control character with a 400 the widget can show, and a multi-line one as usual', async () => {
    const bad = await json(context.app, '/api/chat', { sessionId: 'guard-session-01', question: 'hello\u0000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().answer).toBeTruthy();
    const multiLine = await json(context.app, '/api/chat', { sessionId: 'guard-session-01', question: 'Do you build\nbrowser extensions?' });
    expect(multiLine.statusCode).toBe(200);
  });
});

describe('time limits', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    const config = loadConfig(env({ REQUEST_TIMEOUT_MS: '800', HEADERS_TIMEOUT_MS: '500', SITE_DIR: '' }));
    app = await buildApp({ ...config, port: 0 }, { database: null, chat: loadChatConfig({ NODE_ENV: 'test' }) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('closes a request whose body never finishes arriving, with a 408', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"sessionI');
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);

  it('refuses inconsistent or malformed limits at start-up', () => {
    expect(() => loadConfig(env({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' }))).toThrow(/HEADERS_TIMEOUT_MS must not be longer/);
    expect(() => loadConfig(env({ IDLE_TIMEOUT_MS: 'soon' }))).toThrow(/IDLE_TIMEOUT_MS must be a whole number/);
    expect(loadConfig(env()).timeouts).toEqual({ requestMs: 15_000, headersMs: 10_000, keepAliveMs: 5_000, idleMs: 60_000 });
  });
});

describe('proxies', () => {
  it('refuses TRUST_PROXY=true, and takes a hop count or addresses', () => {
    expect(() => loadConfig(env({ TRUST_PROXY: 'true' }))).toThrow(/would trust an X-Forwarded-For header written by anyone/);
    expect(loadConfig(env({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' })).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1']);
    const hops = loadConfig(env({ TRUST_PROXY: '1' })).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
    expect(loadConfig(env()).trustProxy).toBeUndefined();
  });
});

describe('the embedded database lock', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes over a lock left with its own pid by an earlier process (a container restarts as pid 1), but not one it holds itself', () => {
    writeFileSync(join(dir, 'owner.pid'), String(process.pid));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    release();
    lockDataDir(dir)();
  });
});

describe('hosts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(
      { host: '127.0.0.1', port: 0, siteDir: null, production: false, dataDir: '/nonexistent', databaseUrl: null, publicUrl: 'https://www.example.test', allowedHosts: ['api.example.test'] },
      { database: context.db, chat: loadChatConfig({ NODE_ENV: 'test' }), printCapturedMail: () => {} },
    );
  });
  afterAll(() => app.close());

  const ask = (host: string, url = '/api/chat') =>
    app.inject({ method: 'POST', url, headers: { host, 'content-type': 'application/json' }, payload: { sessionId: 'host-session-01', question: 'hello' } });

  it('answers the public host, the allowed ones and loopback, and refuses any other with 421 (DNS rebinding)', async () => {
    for (const host of ['www.example.test', 'WWW.Example.TEST:443', 'api.example.test', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await ask(host)).statusCode, host).toBe(200);
    }
    const refused = await ask('evil.example');
    expect(refused.statusCode).toBe(421);
    expect(refused.json()).toMatchObject({ error: 'unknown_host' });
  });

  it('answers health and readiness probes whatever the host, so a load balancer can probe each instance by its address', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: '10.0.3.7:3000' } });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('readiness', () => {
  it('is ready when the database answers with every migration applied, and says what is missing otherwise', async () => {
    const app = await buildMailApp(context.db);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready', database: 'pglite' });
      await context.db.query("delete from schema_migrations where id = '003_chat_feedback'");
      const missing = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toEqual({ status: 'not_ready', reason: 'migrations not applied: 003_chat_feedback' });
    } finally {
      await context.db.query("insert into schema_migrations (id) values ('003_chat_feedback') on conflict do nothing");
      await app.close();
    }
  });
});

describe('production settings', () => {
  it('refuses to start in production without the values every instance must share', () => {
    expect(() => loadConfig(env({ NODE_ENV: 'production' }))).toThrow(/NODE_ENV=production needs PUBLIC_URL and CHAT_HASH_SECRET/);
    expect(() => loadConfig(env({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.test' }))).toThrow(/needs CHAT_HASH_SECRET/);
    expect(loadConfig(env({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.test', CHAT_HASH_SECRET: 's3cret' })).production).toBe(true);
  });
});
