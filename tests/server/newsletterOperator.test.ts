import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/database';
import { recentContactMessages } from '@/server/contact/contactMessages';
import { eraseAddress, exportSubscribersCsv, purgeExpired } from '@/server/newsletter/operatorTasks';
import { buildMailApp, DRIVERS, openTestDatabase, subscribe, subscription } from './mailHarness';

const run = promisify(execFile);

describe.each(DRIVERS)('operator tasks on %s', (driver, databaseUrl) => {
  describe.skipIf(driver === 'postgres' && !databaseUrl)('tasks', () => {
    let db: Database;
    let drop: () => Promise<void>;
    let options: Awaited<ReturnType<typeof openTestDatabase>>['options'];
    let app: FastifyInstance;

    beforeAll(async () => {
      ({ db, drop, options } = await openTestDatabase(databaseUrl));
      app = await buildMailApp(db);
      await app.ready();
      await subscribe(app, subscription('keep@example.com', { source: '/about/' }));
      await subscribe(app, subscription('=cmd@example.com', { source: '=HYPERLINK("http://evil")' }));
      await subscribe(app, subscription('erase@example.com'));
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: { name: 'Erase Me', email: 'erase@example.com', company: '', phone: '', message: 'Please call me about a data project soon.', consent: true, source: '/contact/', website: '' },
      });
      await app.mailWorker!.drain();
    }, 60_000);

    afterAll(async () => {
      await app.close();
      await db.close();
      await drop();
    });

    it('exports subscribers as CSV with consent evidence, formulas escaped', async () => {
      const csv = await exportSubscribersCsv(db);
      const lines = csv.trim().split('\n');
      expect(lines[0]).toBe('email,status,created_at,confirmed_at,unsubscribed_at,bounced_at,bounce_reason,source,consent_version,requested_at');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(/^keep@example\.com,pending,\d{4}-\d\d-\d\dT[^,]+,,,,,\/about\/,2026-11-newsletter-1,\d{4}-/);
      expect(csv).toContain(`'=cmd@example.com`);
      expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    });

    it('erases an address with all its records and leaves the others', async () => {
      const report = await eraseAddress(db, '  ERASE@example.com ');
      // Mails: the confirmation and the notification, each as an outbox record and as kept locally.
      expect(report).toEqual({ subscribers: 1, consentEvents: 1, contactMessages: 1, mails: 4, deliveries: 0 });
      const everything = JSON.stringify([
        ...(await db.query('select * from subscribers')),
        ...(await db.query('select * from consent_events')),
        ...(await db.query('select * from outbox')),
        ...(await db.query('select * from captured_mail')),
        ...(await recentContactMessages(db, 100)),
      ]);
      expect(everything).not.toContain('erase@example.com');
      expect(everything).not.toContain('Erase Me');
      expect(everything).toContain('keep@example.com');
      expect(await eraseAddress(db, 'erase@example.com')).toEqual({ subscribers: 0, consentEvents: 0, contactMessages: 0, mails: 0, deliveries: 0 });
      await expect(eraseAddress(db, 'not an address')).rejects.toThrow(/not a valid e-mail address/);
    });

    it('purges addresses never confirmed 30 days after their last request, and nothing else', async () => {
      await db.query("update subscribers set last_sent_at = now() - interval '31 days' where email = 'keep@example.com'");
      await db.query("update subscribers set status = 'active', last_sent_at = now() - interval '90 days' where email = '=cmd@example.com'");
      expect((await purgeExpired(db, 30)).pendingSubscribers).toBe(1);
      expect(await db.query('select email, status from subscribers')).toEqual([{ email: '=cmd@example.com', status: 'active' }]);
    });

    it('runs as npm run newsletter, on the database the server uses', async () => {
      await app.close();
      await db.close();
      const env = { ...process.env, DATA_DIR: options.dataDir, DATABASE_URL: databaseUrl ?? '', DATABASE_SCHEMA: options.schema ?? '' };
      const exported = await run('npx', ['tsx', 'scripts/newsletter.ts', 'export'], { env });
      expect(exported.stdout).toContain('=cmd@example.com,active');
      const erased = await run('npx', ['tsx', 'scripts/newsletter.ts', 'erase', '=cmd@example.com'], { env });
      expect(erased.stdout).toContain('Erased =cmd@example.com: 1 subscriber');
      await expect(run('npx', ['tsx', 'scripts/newsletter.ts', 'frobnicate'], { env })).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run newsletter') });
      db = await openDatabase(options);
      app = await buildMailApp(db);
      expect(await db.query('select count(*)::int as count from subscribers')).toEqual([{ count: 0 }]);
    }, 60_000);
  });
});
