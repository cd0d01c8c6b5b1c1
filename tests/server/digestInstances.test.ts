import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { serviceSecret } from '@/server/db/serviceSecret';
import { sendDigest } from '@/server/newsletter/digest/sendDigest';
import { startServerProcess } from '../support/serverProcess';
import { openTestDatabase, postgresUrl, PUBLIC_URL, startSmtp, waitUntil, type SmtpCapture } from './mailHarness';

const addressOf = (mail: SmtpCapture['messages'][number]) => (Array.isArray(mail.to) ? '' : (mail.to?.value[0]?.address ?? ''));

/** How many mails each address received. */
const tally = (smtp: SmtpCapture) => {
  const counts = new Map<string, number>();
  for (const mail of smtp.messages) counts.set(addressOf(mail), (counts.get(addressOf(mail)) ?? 0) + 1);
  return counts;
};

const seed = (db: Database, count: number, prefix: string) =>
  db.query(`insert into subscribers (email, status, confirmed_at) select $1 || i || '@example.com', 'active', now() from generate_series(1, $2::int) as i`, [prefix, count]);

/** The server's environment for a database opened by openTestDatabase. */
const databaseEnv = (options: Awaited<ReturnType<typeof openTestDatabase>>['options']): Record<string, string> =>
  options.databaseUrl ? { DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: options.schema!, DATA_DIR: options.dataDir } : { DATA_DIR: options.dataDir };

describe.each([
  ['pglite', null],
  ['postgres', postgresUrl],
] as const)('an issue being sent when the server is killed (%s)', (driver, databaseUrl) => {
  const SUBSCRIBERS = 300;
  let smtp: SmtpCapture;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    if (driver === 'postgres' && !databaseUrl) return;
    smtp = await startSmtp();
    database = await openTestDatabase(databaseUrl);
    await seed(database.db, SUBSCRIBERS, 'crash');
    const outcome = await sendDigest(database.db, { lookbackDays: 14, publicUrl: PUBLIC_URL, linkSecret: await serviceSecret(database.db, 'unsubscribe-links') }, { origin: 'command', since: new Date('2025-10-20T00:00:00Z') });
    expect(outcome).toMatchObject({ status: 'queued', recipients: SUBSCRIBERS });
    // The embedded database is the server's alone while it runs.
    await database.db.close();
  }, 60_000);

  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  it.skipIf(driver === 'postgres' && !databaseUrl)('is completed after a restart, with nobody mailed twice beyond the one mail in flight', async () => {
    const env = { ...databaseEnv(database.options), SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_RATE_PER_MINUTE: '3000', MAIL_LEASE_SECONDS: '3', PUBLIC_URL };
    const first = startServerProcess(env);
    await first.origin;
    await smtp.waitFor(60, 60_000);
    first.signal('SIGKILL');
    await first.exited;
    const beforeRestart = smtp.messages.length;
    expect(beforeRestart).toBeLessThan(SUBSCRIBERS);

    const second = startServerProcess(env);
    await second.origin;
    const counts = await waitUntil(async () => tally(smtp), (seen) => seen.size === SUBSCRIBERS, 90_000);
    second.signal('SIGTERM');
    expect(await second.exited).toBe(0);

    const twice = [...counts.values()].filter((count) => count > 1);
    expect(twice.length).toBeLessThanOrEqual(1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    expect(smtp.messages.length).toBeLessThanOrEqual(SUBSCRIBERS + 1);
  }, 180_000);
});

describe.skipIf(!postgresUrl)('two instances with a newsletter schedule', () => {
  let smtp: SmtpCapture;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await openTestDatabase(postgresUrl);
    await seed(database.db, 20, 'scheduled');
  }, 60_000);

  afterAll(async () => {
    await database.db.close();
    await smtp.close();
    await database.drop();
  });

  it('send one issue between them, and none for the slots after it with nothing new', async () => {
    const env = {
      ...databaseEnv(database.options),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL,
      // Every two seconds; the first issue lists everything published in the last 100 years.
      NEWSLETTER_DIGEST_SCHEDULE: '*/2 * * * * *',
      NEWSLETTER_DIGEST_LOOKBACK_DAYS: '36500',
    };
    const instances = [startServerProcess(env), startServerProcess(env)];
    try {
      await Promise.all(instances.map((instance) => instance.origin));
      await smtp.waitFor(20, 60_000);
      // Several more slots pass with nothing new.
      await new Promise((resolve) => setTimeout(resolve, 7_000));
    } finally {
      for (const instance of instances) instance.signal('SIGTERM');
      await Promise.all(instances.map((instance) => instance.exited));
    }
    const issues = await database.db.query<{ origin: string; slot: Date | null }>('select origin, slot from digests');
    expect(issues).toHaveLength(1);
    expect(issues[0].origin).toBe('schedule');
    expect(issues[0].slot!.getUTCSeconds() % 2).toBe(0);
    const counts = tally(smtp);
    expect(counts.size).toBe(20);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  }, 120_000);
});
