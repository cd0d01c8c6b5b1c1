import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/data/site';
import { allSitePaths } from '@/lib/content/routes';
import { buildApp } from '@/server/app';
import { loadChatConfig, type ChatConfig } from '@/server/chat/chatConfig';
import { openDatabase, type Database } from '@/server/db/database';
import { recentTranscripts } from '@/server/db/transcripts';

const SESSION = '7f3c2a9e-1b4d-4c8e-9f00-112233445566';
const serverConfig = (dataDir: string) => ({ host: '127.0.0.1', port: 0, siteDir: null, production: false, dataDir, databaseUrl: null });

function chatConfig(overrides: Partial<ChatConfig> = {}): ChatConfig {
  return { ...loadChatConfig({ NODE_ENV: 'test', CORS_ORIGINS: 'https://www.example.test' }), ...overrides };
}

const ask = (app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/chat', headers: { 'content-type': 'application/json', ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) });

let dataDir: string;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chat-api-'));
  database = await openDatabase({ dataDir });
  // Generous limits here: the rate-limit tests below use their own app.
  app = await buildApp(serverConfig(dataDir), { database, chat: chatConfig({ rateLimit: { perIpPerMinute: 1000, perSessionPerMinute: 1000 } }) });
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/chat: the contract', () => {
  it('answers a question from the site with sources, suggestions and the mode', async () => {
    const response = await ask(app, { sessionId: SESSION, question: 'Do you work with banks?' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const reply = response.json();
    expect(reply.mode).toBe('retrieval');
    expect(reply.answer).toMatch(/bank/i);
    expect(reply.sources[0].url).toBe('/industries/banking-finance/');
    expect(reply.suggestions.length).toBeGreaterThan(0);
  });

  it('links only to pages that exist', async () => {
    const paths = new Set(allSitePaths());
    for (const question of ['What does your QA team do?', 'Tell me about agentic AI', 'hello', 'where are you located?', 'recipe for banana bread']) {
      const reply = (await ask(app, { sessionId: SESSION, question })).json();
      const links = [...reply.answer.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1] as string);
      for (const url of [...links, ...reply.sources.map((source: { url: string }) => source.url)]) {
        if (url.startsWith('/')) expect(paths.has(url.split('#')[0]), `${question}: ${url}`).toBe(true);
        else expect(url, question).toMatch(/^(mailto:|tel:|https:\/\/www\.google\.com\/maps\/)/);
      }
    }
  });

  it('answers greetings and contact questions from the site config', async () => {
    const hello = (await ask(app, { sessionId: SESSION, question: 'Hi!' })).json();
    expect(hello.mode).toBe('intent');
    expect(hello.answer).toContain(site.assistant.name);
    const contact = (await ask(app, { sessionId: SESSION, question: 'How can I contact you?' })).json();
    expect(contact.answer).toContain(site.email);
    expect(contact.sources).toEqual([{ title: 'Contact us', url: '/contact/' }]);
  });

  it('says honestly when the site has no answer, and points to the contact page', async () => {
    const reply = (await ask(app, { sessionId: SESSION, question: 'What was your annual revenue last year?' })).json();
    expect(reply.mode).toBe('abstain');
    expect(reply.answer).toContain("couldn't find that on our website");
    expect(reply.answer).toContain('(/contact/)');
  });

  it('declines a request no website answers as out of scope', async () => {
    const reply = (await ask(app, { sessionId: SESSION, question: 'What is a good recipe for banana bread?' })).json();
    expect(reply.mode).toBe('abstain');
    expect(reply.answer).toContain('I can only help with questions about');
    expect(reply.sources).toEqual([]);
  });

  it('uses the previous turn of the same session for a follow-up question', async () => {
    const session = 'follow-up-session-0001';
    await ask(app, { sessionId: session, question: 'Do you have case studies in healthcare?' });
    const followUp = (await ask(app, { sessionId: session, question: 'what about remote monitoring?' })).json();
    expect(followUp.sources[0].url).toMatch(/health|patient|care|clinic|monitor/);
    const fresh = (await ask(app, { sessionId: 'another-session-0002', question: 'what about it?' })).json();
    expect(fresh.mode).toBe('abstain');
  });

  it('stores a transcript with a hashed session id, never the id itself', async () => {
    await ask(app, { sessionId: 'transcript-session-01', question: 'Are you ISO 27001 certified?' });
    const [latest] = await waitForTranscript(database, 'Are you ISO 27001 certified?');
    expect(latest.sessionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(latest)).not.toContain('transcript-session-01');
    expect(latest.mode).toBe('retrieval');
    expect(latest.sources.length).toBeGreaterThan(0);
    expect(latest.latencyMs).toBeGreaterThanOrEqual(0);
  });
});

const rate = (target: FastifyInstance, body: unknown) =>
  target.inject({ method: 'POST', url: '/api/chat/feedback', headers: { 'content-type': 'application/json' }, payload: typeof body === 'string' ? body : JSON.stringify(body) });

describe('POST /api/chat/feedback: thumbs up or down, stored with the transcript', () => {
  it('names every reply, cached or not, with its own id', async () => {
    const first = (await ask(app, { sessionId: SESSION, question: 'Do you build browser extensions?' })).json();
    const again = (await ask(app, { sessionId: SESSION, question: 'Do you build browser extensions?' })).json();
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.id).not.toBe(first.id);
    expect(again.answer).toBe(first.answer);
  });

  it('stores a rating on the answer, lets the visitor change or take it back, and keeps the answer text', async () => {
    const session = 'feedback-session-0001';
    const reply = (await ask(app, { sessionId: session, question: 'Do you offer fixed-price contracts?' })).json();
    const down = await rate(app, { sessionId: session, answerId: reply.id, rating: 'down' });
    expect(down.statusCode).toBe(204);
    const stored = (await recentTranscripts(database, 50)).find((row) => row.answerId === reply.id);
    expect(stored).toMatchObject({ rating: 'down', answer: reply.answer, mode: reply.mode });
    expect((await rate(app, { sessionId: session, answerId: reply.id, rating: 'up' })).statusCode).toBe(204);
    expect((await recentTranscripts(database, 50)).find((row) => row.answerId === reply.id)?.rating).toBe('up');
    expect((await rate(app, { sessionId: session, answerId: reply.id, rating: null })).statusCode).toBe(204);
    expect((await recentTranscripts(database, 50)).find((row) => row.answerId === reply.id)?.rating).toBeNull();
  });

  it("refuses another session's answer, or an unknown one, with 404", async () => {
    const reply = (await ask(app, { sessionId: 'feedback-owner-0001', question: 'How do you price your work?' })).json();
    const other = await rate(app, { sessionId: 'feedback-stranger-01', answerId: reply.id, rating: 'down' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'not_found', answer: 'That answer was not found.' });
    expect((await rate(app, { sessionId: SESSION, answerId: '00000000-0000-4000-8000-000000000000', rating: 'up' })).statusCode).toBe(404);
  });

  it('answers any JSON shape with a 4xx, never a 5xx', async () => {
    for (const body of [{}, { sessionId: SESSION, answerId: 'x', rating: 'up' }, { sessionId: SESSION, answerId: '00000000-0000-4000-8000-000000000000', rating: 'meh' }, '{"a":']) {
      const response = await rate(app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().answer).toBeTruthy();
    }
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
        expect((await rate(app, JSON.stringify(body))).statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('says 503 when the service keeps no transcripts', async () => {
    const without = await buildApp(serverConfig(dataDir), { database: null, chat: chatConfig() });
    try {
      const reply = (await ask(without, { sessionId: SESSION, question: 'Do you build browser extensions?' })).json();
      const response = await rate(without, { sessionId: SESSION, answerId: reply.id, rating: 'up' });
      expect(response.statusCode).toBe(503);
      expect(response.json().answer).toBe('Feedback cannot be saved right now.');
    } finally {
      await without.close();
    }
  });
});

async function waitForTranscript(db: Database, question: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = (await recentTranscripts(db, 20)).filter((row) => row.question === question);
    if (found.length) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no transcript for "${question}"`);
}

describe('POST /api/chat: bad input gets a clear JSON error', () => {
  const cases: [string, unknown, number, RegExp][] = [
    ['no body fields', {}, 400, /sessionId is required/],
    ['a malformed session id', { sessionId: 'short', question: 'hi' }, 400, /sessionId must be/],
    ['a session id with odd characters', { sessionId: '../../etc/passwd', question: 'hi' }, 400, /sessionId must be/],
    ['a blank question', { sessionId: SESSION, question: '   \n ' }, 400, /question is empty/],
    ['a question that is not text', { sessionId: SESSION, question: 42 }, 400, /question is required and must be a string/],
    ['a question over 1,000 characters', { sessionId: SESSION, question: 'a'.repeat(1001) }, 400, /longer than 1000/],
    ['malformed JSON', '{"sessionId": ', 400, /not valid JSON/],
    ['a body over 4 kB', { sessionId: SESSION, question: 'a'.repeat(5000) }, 413, /larger than 4096 bytes/],
  ];
  for (const [name, body, status, message] of cases) {
    it(name, async () => {
      const response = await ask(app, body);
      expect(response.statusCode).toBe(status);
      const json = response.json();
      expect(json.message).toMatch(message);
      expect(json.answer).toBeTruthy();
      expect(response.body).not.toMatch(/\bat .+\.ts:\d+/);
    });
  }

  it('answers any question string, and any JSON shape gets a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 1000 }), async (question) => {
        const response = await ask(app, { sessionId: SESSION, question });
        expect(question.trim() ? [200, 400] : [400]).toContain(response.statusCode);
        expect(response.json().answer).toBeTruthy();
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
        const response = await ask(app, JSON.stringify(body));
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('answers a question that names what every object inherits', async () => {
    const response = await ask(app, { sessionId: SESSION, question: 'What is a constructor in your hasOwnProperty __proto__ toString?' });
    expect(response.statusCode).toBe(200);
  });

  it('accepts exactly 1,000 characters after trimming', async () => {
    const response = await ask(app, { sessionId: SESSION, question: `  ${'data '.repeat(200).trim().padEnd(1000, 'x')}  ` });
    expect(response.statusCode).toBe(200);
  });

  it('refuses anything but JSON with 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/chat', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('unsupported_media_type');
  });
});

describe('POST /api/chat: CORS', () => {
  it('allows the configured origin exactly, and nothing else', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/chat',
      headers: { origin: 'https://www.example.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://www.example.test');

    const allowed = await ask(app, { sessionId: SESSION, question: 'hello' }, { origin: 'https://www.example.test' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.example.test');

    for (const origin of ['https://evil.example', 'https://www.example.test.evil.example', 'http://www.example.test']) {
      const refused = await ask(app, { sessionId: SESSION, question: 'hello' }, { origin });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('allows the page the service itself serves (same host)', async () => {
    const response = await ask(app, { sessionId: SESSION, question: 'hello' }, { origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/chat: rate limits', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildApp(serverConfig(dataDir), { database: null, chat: chatConfig({ rateLimit: { perIpPerMinute: 5, perSessionPerMinute: 3 } }) });
  });
  afterAll(() => limited.close());

  it('limits one session, with Retry-After and a friendly message', async () => {
    const session = 'rate-limited-session';
    for (let i = 0; i < 3; i += 1) expect((await ask(limited, { sessionId: session, question: 'hello' })).statusCode).toBe(200);
    const refused = await ask(limited, { sessionId: session, question: 'hello' });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', retryAfter });
    expect(refused.json().message).toMatch(/try again in \d+ seconds/);
  });

  it('limits one IP across sessions', async () => {
    const ip = '203.0.113.9';
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await limited.inject({ method: 'POST', url: '/api/chat', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: { sessionId: `ip-session-${i}-xxxx`, question: 'hello' } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
