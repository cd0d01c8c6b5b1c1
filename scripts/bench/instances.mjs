// Many instances and crashes, for npm run bench:
// - throughput of POST /api/subscribe (50 connections in all) and POST /api/chat (20 connections,
//   every question distinct) with one and with two instances on one PostgreSQL and one Redis;
// - kill -9 under subscribe load, on PGlite and on PostgreSQL: the server is restarted on the same
//   data to deliver what the outbox still held, then every acknowledged address is looked for, and
//   confirmation mails kept twice (a resend after the crash) are counted.
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { startServer } from './server.mjs';
import { countStored, DEFAULT_POSTGRES, dropSchema, load, postgresReachable } from './subscribe.mjs';

const REDIS_DEFAULT = 'redis://127.0.0.1:6379';
const postgresUrl = () => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES;
const redisUrl = () => process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || REDIS_DEFAULT;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function redisReachable(url) {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return error.message;
  } finally {
    redis.disconnect();
  }
}

async function dropKeys(url, prefix) {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Closed-loop chat load: `connections` in flight, every question made distinct by a running number. */
async function chatLoad(origin, seconds, connections, offset) {
  let asked = offset;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/chat',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          asked += 1;
          return { ...request, body: JSON.stringify({ sessionId: `bench-instances-${asked}`, question: `Do you build browser extensions for team ${asked}?` }) };
        },
      },
    ],
  });
  return { rps: result.requests.average, non2xx: result.non2xx, errors: result.errors };
}

/** Rows { instances, subscribeRps, chatRps, failures } for one and two instances, or { skipped }. */
export async function instanceFigures({ port, seconds = Number(process.env.BENCH_INSTANCE_SECONDS ?? 8) }) {
  const url = postgresUrl();
  const unreachable = (await postgresReachable(url)) ?? (await redisReachable(redisUrl()));
  if (unreachable) return [{ skipped: `PostgreSQL or Redis not reachable: ${unreachable}` }];
  const rows = [];
  for (const count of [1, 2]) {
    const stamp = `${Date.now().toString(36)}${count}`;
    const schema = `bench_instances_${stamp}`;
    const prefix = `bench-${stamp}:`;
    const servers = [];
    try {
      for (let index = 0; index < count; index++) {
        servers.push(
          await startServer(port + index, { SITE_DIR: '', SMTP_URL: '', DATA_DIR: `.data/bench-instance-${index}`, DATABASE_URL: url, DATABASE_SCHEMA: schema, REDIS_URL: redisUrl(), REDIS_KEY_PREFIX: prefix }),
        );
      }
      const subscribe = await Promise.all(servers.map((server, index) => load(server.origin, seconds, `bench-${stamp}-${index}-`, { connections: 50 / count })));
      const chat = await Promise.all(servers.map((server, index) => chatLoad(server.origin, seconds, 20 / count, index * 1_000_000)));
      rows.push({
        instances: count,
        subscribeRps: subscribe.reduce((sum, row) => sum + row.rps, 0),
        chatRps: chat.reduce((sum, row) => sum + row.rps, 0),
        failures: subscribe.reduce((sum, row) => sum + row.non2xx + row.errors, 0) + chat.reduce((sum, row) => sum + row.non2xx + row.errors, 0),
      });
    } finally {
      for (const server of servers) await server.stop();
      await dropSchema(url, schema);
      await dropKeys(redisUrl(), prefix);
      for (let index = 0; index < count; index++) rmSync(`.data/bench-instance-${index}`, { recursive: true, force: true });
    }
    process.stderr.write(`measured ${count} instance(s) on PostgreSQL and Redis\n`);
  }
  return rows;
}

async function crashOnce(driver, port, seconds, env, store) {
  const prefix = `crash-${Date.now().toString(36)}-`;
  const server = await startServer(port, { SITE_DIR: '', SMTP_URL: '', DATABASE_SCHEMA: '', ...env });
  const killed = sleep(seconds * 1000).then(() => server.kill());
  const figures = await load(server.origin, seconds + 30, prefix, { until: killed });
  await killed;
  // Restarted on the same data: it takes over the dead process's lock and sends what the outbox held.
  const restarted = await startServer(port, { SITE_DIR: '', SMTP_URL: '', DATABASE_SCHEMA: '', MAIL_POLL_MS: '200', ...env });
  await sleep(4000);
  await restarted.stop();
  const counts = countStored({ ...store, prefix, acknowledged: figures.acknowledged });
  return { driver, acknowledged: figures.acknowledged.length, stored: counts.acknowledgedStored, duplicateMails: counts.duplicateMails, capturedMail: counts.capturedMail };
}

/** Rows { driver, acknowledged, stored, duplicateMails, capturedMail } for PGlite and PostgreSQL. */
export async function crashFigures({ port, seconds = Number(process.env.BENCH_CRASH_SECONDS ?? 4) }) {
  const rows = [];
  const dataDir = `.data/bench-crash-${Date.now()}`;
  try {
    rows.push(await crashOnce('PGlite', port, seconds, { DATA_DIR: dataDir, DATABASE_URL: '' }, { dataDir, databaseUrl: null }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = postgresUrl();
  const unreachable = await postgresReachable(url);
  if (unreachable) {
    rows.push({ driver: 'PostgreSQL', skipped: unreachable });
    return rows;
  }
  const schema = `bench_crash_${Date.now()}`;
  try {
    rows.push(await crashOnce('PostgreSQL', port, seconds, { DATA_DIR: `${dataDir}-pg`, DATABASE_URL: url, DATABASE_SCHEMA: schema }, { dataDir: `${dataDir}-pg`, databaseUrl: url, schema }));
  } finally {
    await dropSchema(url, schema);
    rmSync(`${dataDir}-pg`, { recursive: true, force: true });
  }
  return rows;
}
