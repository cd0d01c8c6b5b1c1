/**
 * Newsletter issue figures for npm run bench, as JSON on stdout: on PGlite and on PostgreSQL, the
 * time to record an issue and queue it for 10,000 confirmed subscribers (one transaction), then
 * mails per second as the outbox worker hands them, one at a time, to a local SMTP sink.
 * Run with `npx tsx scripts/bench/digest.ts`; BENCH_DIGEST_SUBSCRIBERS changes the 10,000.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type Database } from '../../server/db/database';
import { serviceSecret } from '../../server/db/serviceSecret';
import { loadMailConfig } from '../../server/mail/mailConfig';
import { smtpSender } from '../../server/mail/mailSender';
import { MailWorker } from '../../server/mail/mailWorker';
import { outboxCounts } from '../../server/mail/outbox';
import { digestExpander } from '../../server/newsletter/digest/digestMails';
import { sendDigest } from '../../server/newsletter/digest/sendDigest';

const SUBSCRIBERS = Number(process.env.BENCH_DIGEST_SUBSCRIBERS ?? 10_000);
const PUBLIC_URL = 'https://www.example.test';

/** An SMTP server that takes every mail and throws it away, counting. */
async function smtpSink(): Promise<{ port: number; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, received: () => received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function measure(driver: string, db: Database) {
  await db.query(`insert into subscribers (email, status, confirmed_at) select 'bench' || i || '@example.com', 'active', now() from generate_series(1, $1::int) as i`, [SUBSCRIBERS]);
  const context = { lookbackDays: 36500, publicUrl: PUBLIC_URL, linkSecret: await serviceSecret(db, 'unsubscribe-links') };
  const queueStart = performance.now();
  const outcome = await sendDigest(db, context, { origin: 'command', since: new Date('2025-10-01T00:00:00Z') });
  const queueMs = performance.now() - queueStart;
  if (outcome.status !== 'queued') throw new Error(`nothing queued: ${outcome.status}`);

  const sink = await smtpSink();
  const mail = { ...loadMailConfig({ NODE_ENV: 'production' }), smtpUrl: `smtp://127.0.0.1:${sink.port}` };
  const worker = new MailWorker(db, smtpSender(mail), mail, Fastify({ logger: false }).log, digestExpander(db, PUBLIC_URL));
  const sendStart = performance.now();
  await worker.drain();
  const sendSeconds = (performance.now() - sendStart) / 1000;
  await worker.stop();
  await sink.close();
  const counts = await outboxCounts(db);
  return { driver, subscribers: SUBSCRIBERS, entries: outcome.entries, queued: outcome.recipients, queueMs, sent: counts.sent, received: sink.received(), sendSeconds, mailsPerSecond: sink.received() / sendSeconds };
}

async function main() {
  const rows: unknown[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-digest-'));
  try {
    const db = await openDatabase({ dataDir });
    rows.push(await measure('PGlite', db).finally(() => db.close()));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_digest_${Date.now()}`;
  try {
    const db = await openDatabase({ dataDir, databaseUrl: url, schema });
    try {
      rows.push(await measure('PostgreSQL', db));
    } finally {
      await db.query(`drop schema ${schema} cascade`);
      await db.close();
    }
  } catch (error) {
    rows.push({ driver: 'PostgreSQL', skipped: error instanceof Error ? error.message : String(error) });
  }
  process.stdout.write(JSON.stringify(rows));
}

void main();
