import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadChatConfig } from '@/server/chat/chatConfig';
import { openDatabase, type Database } from '@/server/db/database';
import { recentTranscripts } from '@/server/db/transcripts';
import { tuningSet } from '../chat/tuningSet';

/**
 * The service under concurrent load, over real sockets: many distinct questions (so no cache
 * helps) while pages are requested alongside. Behaviour only: every request is answered in full
 * and correctly, nothing fails, and every answer is stored. Speed is measured by npm run bench.
 */
const CONCURRENCY = 24;
/**
 * Distinct questions sent, spread evenly over the tuning set's: enough that 24 are always in flight
 * for many seconds. (Every answer of every question is checked in-process by the evaluation and the
 * fuzz test; all 4,600 over sockets took 74 s to 120 s on two busy cores.)
 */
const QUESTIONS = 600;
const PAGE_HTML = `<!DOCTYPE html><html><body><h1>Insights</h1>${'<p>Articles by our engineers.</p>'.repeat(200)}</body></html>`;

let dataDir: string;
let database: Database;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chat-load-'));
  const siteDir = join(dataDir, 'site');
  mkdirSync(join(siteDir, 'insights'), { recursive: true });
  writeFileSync(join(siteDir, 'insights', 'index.html'), PAGE_HTML);
  writeFileSync(join(siteDir, 'index.html'), PAGE_HTML);
  writeFileSync(join(siteDir, '404.html'), '<!DOCTYPE html><html><body>Not found</body></html>');
  database = await openDatabase({ dataDir });
  const chat = { ...loadChatConfig({ NODE_ENV: 'test' }), rateLimit: { perIpPerMinute: 100_000, perSessionPerMinute: 100_000 } };
  app = await buildApp({ host: '127.0.0.1', port: 0, siteDir, production: false, dataDir, databaseUrl: null }, { database, chat });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the tasks with at most `limit` in flight at once. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

describe('chat and pages under concurrent load', () => {
  it('answers every distinct question in full while every page is still served', async () => {
    const distinct = [...new Set(tuningSet.map((item) => item.question))];
    const questions = Array.from({ length: QUESTIONS }, (_, at) => distinct[Math.floor((at * distinct.length) / QUESTIONS)]);
    const chatTasks = questions.map((question, index) => async () => {
      const response = await fetch(`${base}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: `load-session-${String(index).padStart(4, '0')}`, question }),
      });
      return { kind: 'chat' as const, question, status: response.status, body: await response.json() };
    });
    const pageTasks = questions.map(() => async () => {
      const response = await fetch(`${base}/insights/`, { headers: { 'accept-encoding': 'gzip' } });
      return { kind: 'page' as const, status: response.status, text: await response.text(), encoding: response.headers.get('content-encoding') };
    });
    // Interleaved, so pages are asked for while questions are being answered.
    const tasks = chatTasks.flatMap((task, index) => [task, pageTasks[index]]);
    const results = await pool<Awaited<ReturnType<(typeof tasks)[number]>>>(tasks, CONCURRENCY);

    const chats = results.filter((result) => result.kind === 'chat');
    const pages = results.filter((result) => result.kind === 'page');
    expect(chats).toHaveLength(questions.length);
    for (const result of chats) {
      expect(result.status, result.question).toBe(200);
      expect(result.body.answer, result.question).toEqual(expect.any(String));
      expect(result.body.answer.length, result.question).toBeGreaterThan(0);
      expect(['intent', 'retrieval', 'abstain'], result.question).toContain(result.body.mode);
      expect(result.body.id, result.question).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(chats.map((result) => result.body.id)).size).toBe(chats.length);
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.text).toBe(PAGE_HTML);
      expect(page.encoding).toBe('gzip');
    }

    // Every answer is stored, once, with its question.
    let stored = await recentTranscripts(database, 10_000);
    for (let attempt = 0; attempt < 50 && stored.length < chats.length; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = await recentTranscripts(database, 10_000);
    }
    expect(new Set(stored.map((row) => row.answerId))).toEqual(new Set(chats.map((result) => result.body.id)));
  }, 120_000);
});
