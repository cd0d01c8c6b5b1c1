import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadChatConfig } from '@/server/chat/chatConfig';
import { openDatabase, type Database } from '@/server/db/database';
import { connectSharedStore, type SharedStore } from '@/server/http/sharedStore';
import { openTestDatabase } from './mailHarness';

const postgresUrl = process.env.TEST_DATABASE_URL || null;
const redisUrl = process.env.TEST_REDIS_URL || null;

/**
 * Two instances of the service on one PostgreSQL and one Redis, as behind a load balancer: a
 * per-IP limit holds across them, and a follow-up keeps its context on either.
 */
describe.skipIf(!postgresUrl || !redisUrl)('two instances on PostgreSQL and Redis', () => {
  const prefix = `test-${randomUUID()}:`;
  const stores: SharedStore[] = [];
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const first = await openTestDatabase(postgresUrl);
    drop = first.drop;
    databases.push(first.db, await openDatabase(first.options));
    const chat = { ...loadChatConfig({ NODE_ENV: 'test' }), hashSecret: 'shared-by-both-instances', rateLimit: { perIpPerMinute: 5, perSessionPerMinute: 100 } };
    for (const db of databases) {
      const store = await connectSharedStore(redisUrl!, prefix, { warn: () => {} });
      stores.push(store);
      apps.push(await buildApp({ host: '127.0.0.1', port: 0, siteDir: null, production: false, dataDir: '/nonexistent', databaseUrl: null }, { database: db, chat, sharedStore: store, printCapturedMail: () => {} }));
    }
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    const keys = await stores[0]?.redis.keys(`${prefix}*`);
    if (keys?.length) await stores[0].redis.del(...keys);
    for (const store of stores) store.redis.disconnect();
    for (const db of databases) await db.close();
    await drop?.();
  });

  const ask = (app: FastifyInstance, sessionId: string, question: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/chat', remoteAddress, headers: { 'content-type': 'application/json' }, payload: { sessionId, question } });

  it('holds the per-IP limit across instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(apps[i % 2], `limit-session-${i}-xx`, 'hello', '198.51.100.7')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('keeps a follow-up in context whichever instance it reaches', async () => {
    const opening = 'Can you build a browser extension for our support team?';
    const followUp = 'how long would something like that take?';
    await ask(apps[0], 'across-instances-01', opening);
    const acrossInstances = (await ask(apps[1], 'across-instances-01', followUp)).json();
    await ask(apps[0], 'one-instance-0001', opening);
    const oneInstance = (await ask(apps[0], 'one-instance-0001', followUp)).json();
    const withoutContext = (await ask(apps[1], 'no-context-00001', followUp)).json();
    expect(acrossInstances.answer).toBe(oneInstance.answer);
    expect(acrossInstances.sources).toEqual(oneInstance.sources);
    expect(withoutContext.answer).not.toBe(oneInstance.answer);
  });
});
