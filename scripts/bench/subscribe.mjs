// The newsletter's figures for npm run bench: POST /api/subscribe over HTTP with autocannon at 50
// connections, every request a new address, once per storage driver (embedded PGlite in a fresh
// data dir, PostgreSQL in a fresh schema; both removed afterwards). After the server has stopped,
// the database is checked: is every address the service acknowledged (202) really stored?
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './server.mjs';

const CONNECTIONS = 50;
export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

export async function load(origin, seconds, prefix, { connections = CONNECTIONS, until } = {}) {
  let sent = 0;
  const acknowledged = [];
  const times = [];
  let status202 = 0;
  const requests = [
    {
      method: 'POST',
      path: '/api/subscribe',
      headers: { 'content-type': 'application/json' },
      // Called for every request a connection sends; the context is the connection's own, and with
      // one request in flight per connection onResponse below sees the address it answers.
      setupRequest: (request, context) => {
        context.email = `${prefix}${++sent}@example.com`;
        return { ...request, body: JSON.stringify({ type: 'subscriptionConfirmation', email: context.email, source: '/bench/' }) };
      },
      onResponse: (status, _body, context) => {
        if (status === 202) acknowledged.push(context.email);
      },
    },
  ];
  // autocannon's histogram has no p95, so every response time is kept and ranked here.
  const instance = autocannon({ url: origin, connections, pipelining: 1, duration: seconds, requests });
  // A crash test stops the load when the server is killed under it.
  until?.then(() => instance.stop());
  instance.on('response', (_client, status, _bytes, responseTime) => {
    times.push(responseTime);
    if (status === 202) status202++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  const distinct = new Set(acknowledged).size;
  if (distinct !== status202 || distinct > sent) {
    throw new Error(`address bookkeeping is off: ${status202} answers 202, ${distinct} distinct acknowledged addresses, ${sent} sent`);
  }
  return { rps: result.requests.average, p50: at(0.5), p95: at(0.95), p99: at(0.99), non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, sent, acknowledged };
}

/** Row counts left by the run, read by a separate process once the server has stopped. */
export function countStored({ dataDir, databaseUrl, schema, prefix, acknowledged }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-subscribe-'));
  try {
    const file = join(dir, 'options.json');
    writeFileSync(file, JSON.stringify({ dataDir, databaseUrl, schema, prefix, acknowledged }));
    const out = execFileSync('npx', ['tsx', 'scripts/bench/countSubscribers.ts', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    return JSON.parse(out.trim().split('\n').pop());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function run(driver, port, seconds, env, store) {
  const prefix = `bench-${Date.now().toString(36)}-`;
  // API only (no build needed); mail is captured into the database, never sent.
  const server = await startServer(port, { SITE_DIR: '', SMTP_URL: '', DATABASE_SCHEMA: '', ...env });
  let figures;
  try {
    figures = await load(server.origin, seconds, prefix);
  } finally {
    await server.stop();
  }
  const counts = countStored({ ...store, prefix, acknowledged: figures.acknowledged });
  const { rps, p50, p95, p99, non2xx, errors, timeouts, sent } = figures;
  const acknowledged = figures.acknowledged.length;
  return { driver, rps, p50, p95, p99, non2xx, errors, timeouts, sent, acknowledged, ...counts, allStored: counts.acknowledgedStored === acknowledged && counts.subscribers >= acknowledged };
}

/** host:port of a connection string, never its password. */
function hostOf(url) {
  try {
    return new URL(url).host || 'PostgreSQL';
  } catch {
    return 'PostgreSQL (unparsable URL)';
  }
}

export async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error.message || String(error.code ?? error);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function dropSchema(url, schema) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * One row per driver: { driver, rps, p50, p95, p99, non2xx, errors, timeouts, sent, acknowledged,
 * subscribers, consentEvents, tokens, outbox, capturedMail, acknowledgedStored, allStored }, or
 * { driver, skipped } when PostgreSQL cannot be reached.
 */
export async function subscribeFigures({ port, seconds = Number(process.env.BENCH_SUBSCRIBE_SECONDS ?? 10) }) {
  const stamp = Date.now();
  const rows = [];

  const dataDir = `.data/bench-subscribe-${stamp}`;
  try {
    rows.push(await run('PGlite', port, seconds, { DATA_DIR: dataDir, DATABASE_URL: '' }, { dataDir, databaseUrl: null }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.stderr.write('measured POST /api/subscribe on PGlite\n');

  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES;
  const unreachable = await postgresReachable(url);
  if (unreachable) {
    rows.push({ driver: 'PostgreSQL', skipped: `${hostOf(url)} not reachable: ${unreachable}` });
    return rows;
  }
  const schema = `bench_${stamp}`;
  try {
    // DATA_DIR is unused with DATABASE_URL, but kept apart from any other server's.
    rows.push(await run('PostgreSQL', port, seconds, { DATA_DIR: `${dataDir}-pg`, DATABASE_URL: url, DATABASE_SCHEMA: schema }, { dataDir: `${dataDir}-pg`, databaseUrl: url, schema }));
  } finally {
    await dropSchema(url, schema);
    rmSync(`${dataDir}-pg`, { recursive: true, force: true });
  }
  process.stderr.write('measured POST /api/subscribe on PostgreSQL\n');
  return rows;
}
