import Fastify, { type FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { serviceSecret } from '@/server/db/serviceSecret';
import { loadMailConfig } from '@/server/mail/mailConfig';
import type { MailSender } from '@/server/mail/mailSender';
import { MailWorker } from '@/server/mail/mailWorker';
import { claimDueMail, enqueueMail } from '@/server/mail/outbox';
import { digestExpander } from '@/server/newsletter/digest/digestMails';
import { digestSummaries, recipients } from '@/server/newsletter/digest/digests';
import { formatDigestList, previewDigest } from '@/server/newsletter/digest/digestTasks';
import { sendDigest, type SendContext } from '@/server/newsletter/digest/sendDigest';
import { confirmationMail } from '@/server/newsletter/newsletterMails';
import { eraseAddress, exportSubscribersCsv } from '@/server/newsletter/operatorTasks';
import { unsubscribe } from '@/server/newsletter/subscriptions';
import { buildMailApp, DRIVERS, openTestDatabase, pathOf, PUBLIC_URL, startSmtp, waitUntil, type SmtpCapture } from './mailHarness';

const OPEN_TIMEOUT = 60_000;
/** A window with a handful of entries, so each mail stays small; new content only adds to it. */
const SINCE = new Date('2025-10-20T00:00:00Z');

const context = async (db: Database): Promise<SendContext> => ({ lookbackDays: 14, publicUrl: PUBLIC_URL, linkSecret: await serviceSecret(db, 'unsubscribe-links') });

/**
 * 1,000 addresses: 1–400 confirmed, 401–500 confirmed but bounced, 501–750 pending, 751–1000
 * unsubscribed. Only the first 400 may receive an issue.
 */
async function seedThousand(db: Database): Promise<void> {
  await db.query(
    `insert into subscribers (email, status, confirmed_at, bounced_at, unsubscribed_at)
     select 'reader' || i || '@example.com',
       case when i <= 500 then 'active' when i <= 750 then 'pending' else 'unsubscribed' end,
       case when i <= 500 then now() end,
       case when i > 400 and i <= 500 then now() end,
       case when i > 750 then now() end
     from generate_series(1, 1000) as i`,
  );
}

const headerLine = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name)?.line;
const unsubscribeLink = (mail: ParsedMail) => /^List-Unsubscribe: <(https?:[^>]+)>$/.exec(headerLine(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';

const deliveryStatuses = (db: Database) =>
  db.query<{ email: string; status: string }>('select s.email, d.status from digest_deliveries d join subscribers s on s.id = d.subscriber_id order by s.email');

describe.each(DRIVERS)('newsletter issues on %s', (driver, databaseUrl) => {
  describe.skipIf(driver === 'postgres' && !databaseUrl)('to 1,000 subscribers over real SMTP', () => {
    let db: Database;
    let drop: () => Promise<void>;
    let smtp: SmtpCapture;
    let app: FastifyInstance;

    beforeAll(async () => {
      ({ db, drop } = await openTestDatabase(databaseUrl));
      smtp = await startSmtp();
      await seedThousand(db);
      app = await buildMailApp(db, { smtpPort: smtp.port });
      await app.ready();
    }, OPEN_TIMEOUT);

    afterAll(async () => {
      await app.close();
      await db.close();
      await smtp.close();
      await drop();
    });

    it('mails exactly the confirmed, not-bounced subscribers, once each, each with an unsubscribe link that works', async () => {
      const outcome = await sendDigest(db, await context(db), { origin: 'command', since: SINCE, intro: 'Our autumn reading.' });
      expect(outcome).toMatchObject({ status: 'queued', recipients: 400 });
      app.mailWorker!.wake();
      const mails = await smtp.waitFor(400, 90_000);

      const expected = Array.from({ length: 400 }, (_, index) => `reader${index + 1}@example.com`).sort();
      const received = mails.map((mail) => (Array.isArray(mail.to) ? '' : (mail.to?.value[0]?.address ?? '')));
      expect([...received].sort()).toEqual(expected);

      const links = new Set<string>();
      for (const mail of mails) {
        expect(mail.subject).toMatch(/^Nexaloom insights: /);
        expect(mail.text).toContain('Our autumn reading.');
        const url = unsubscribeLink(mail);
        expect(url).toMatch(/^http:\/\/site\.test\/api\/newsletter\/unsubscribe\?token=/);
        expect(headerLine(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
        // The same personal link is in both parts, next to the words "Unsubscribe".
        expect(mail.text).toContain(url);
        expect(mail.html).toContain(url!.replaceAll('&', '&amp;'));
        links.add(url!);
      }
      expect(links.size).toBe(400);

      // Each link unsubscribes its own reader, and only them.
      const [first] = mails;
      const firstAddress = Array.isArray(first.to) ? '' : first.to!.value[0].address!;
      const firstLink = unsubscribeLink(first);
      const oneClick = await app.inject({
        method: 'POST',
        url: pathOf(firstLink),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      const after = await db.query<{ email: string; status: string }>(`select email, status from subscribers where status = 'unsubscribed' and email like 'reader%' and unsubscribed_at > now() - interval '1 minute' and confirmed_at is not null`);
      expect(after).toEqual([{ email: firstAddress, status: 'unsubscribed' }]);
      // Each from its own mail client's address: the links are rate-limited per IP.
      for (const [index, link] of [...links].filter((link) => link !== firstLink).entries()) {
        const response = await app.inject({
          method: 'POST',
          url: pathOf(link),
          remoteAddress: `10.0.${Math.floor(index / 200)}.${(index % 200) + 1}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(response.statusCode).toBe(200);
      }
      const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from subscribers where status = 'active'`);
      expect(count).toBe(100); // only the bounced ones, who were never mailed

      const [summary] = await digestSummaries(db);
      expect(summary).toMatchObject({ number: outcome.status === 'queued' ? outcome.number : -1, recipients: 400, sent: 400, queued: 0, failed: 0, bounced: 0 });
    }, 120_000);

    it('a second send finds nothing new and mails nobody', async () => {
      const before = smtp.messages.length;
      expect(await sendDigest(db, await context(db), { origin: 'command' })).toMatchObject({ status: 'nothing-new' });
      expect(await sendDigest(db, await context(db), { origin: 'command', since: SINCE })).toMatchObject({ status: 'nothing-new' });
      await app.mailWorker!.drain();
      expect(smtp.messages.length).toBe(before);
      expect(await digestSummaries(db)).toHaveLength(1);
    });
  });

  describe.skipIf(driver === 'postgres' && !databaseUrl)('bounces, unsubscribes and erasure', () => {
    let db: Database;
    let drop: () => Promise<void>;
    let smtp: SmtpCapture;
    let app: FastifyInstance;

    beforeAll(async () => {
      ({ db, drop } = await openTestDatabase(databaseUrl));
      smtp = await startSmtp(0, { refuseRecipient: (address) => (address.startsWith('gone@') ? '550 5.1.1 No such user here' : null) });
    }, OPEN_TIMEOUT);

    afterAll(async () => {
      await app?.close();
      await db.close();
      await smtp.close();
      await drop();
    });

    it('mail to someone who unsubscribes before it leaves is not sent; a refused address is marked bounced and skipped later', async () => {
      await db.query(
        `insert into subscribers (email, status, confirmed_at) values ('kept@example.com', 'active', now()), ('gone@example.com', 'active', now()), ('leaving@example.com', 'active', now())`,
      );
      const [leaving] = await db.query<{ public_id: string }>(`select public_id from subscribers where email = 'leaving@example.com'`);
      // Queued with no worker running yet, then one reader leaves.
      expect(await sendDigest(db, await context(db), { origin: 'command', since: SINCE })).toMatchObject({ status: 'queued', recipients: 3 });
      await unsubscribe(db, leaving.public_id, 'page', { ipHash: null, userAgent: null });
      expect(await db.query(`select id from outbox where recipient = 'leaving@example.com'`)).toEqual([]);

      app = await buildMailApp(db, { smtpPort: smtp.port });
      await app.ready();
      await waitUntil(() => deliveryStatuses(db), (rows) => rows.every((row) => row.status !== 'queued'), 30_000);
      expect(await deliveryStatuses(db)).toEqual([
        { email: 'gone@example.com', status: 'bounced' },
        { email: 'kept@example.com', status: 'sent' },
        { email: 'leaving@example.com', status: 'cancelled' },
      ]);
      expect(smtp.messages.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text))).toEqual(['kept@example.com']);

      expect((await recipients(db)).map((recipient) => recipient.email)).toEqual(['kept@example.com']);
      const csv = await exportSubscribersCsv(db);
      expect(csv.split('\n')[0]).toContain('bounced_at,bounce_reason');
      expect(csv.split('\n').find((line) => line.startsWith('gone@example.com'))).toMatch(/,\d{4}-\d{2}-\d{2}T[^,]+,.*No such user/);
      expect(await digestSummaries(db)).toEqual([expect.objectContaining({ recipients: 3, sent: 1, bounced: 1, cancelled: 1, failed: 0, queued: 0 })]);
    }, 60_000);

    it('a preview goes to the local mailbox (or one address), records no issue, and lists like the issue would', async () => {
      const taskContext = { publicUrl: PUBLIC_URL, mail: loadMailConfig({ NODE_ENV: 'test' }), lookbackDays: 14 };
      const issuesBefore = await digestSummaries(db);
      expect(await previewDigest(db, taskContext, { since: new Date('2100-01-01T00:00:00Z') }, null)).toMatchObject({ status: 'nothing-new' });
      const preview = await previewDigest(db, taskContext, { since: new Date('2025-01-01T00:00:00Z'), intro: 'Draft note.' }, null);
      expect(preview).toMatchObject({ status: 'previewed', via: 'capture', to: 'preview@site.test' });
      const [kept] = await db.query<{ recipient: string; subject: string; html: string }>(
        `select recipient, message->>'subject' as subject, message->>'html' as html from captured_mail order by id desc limit 1`,
      );
      expect(kept.recipient).toBe('preview@site.test');
      expect(kept.subject).toMatch(/^\[Preview\] Nexaloom insights: /);
      expect(kept.html).toContain('Draft note.');
      expect(kept.html).toContain(`issue ${issuesBefore[0].number + 1}`);
      expect(await digestSummaries(db)).toEqual(issuesBefore);

      const table = formatDigestList(await digestSummaries(db)).split('\n');
      expect(table[0].split(/\s+/)).toEqual(['issue', 'date', 'by', 'entries', 'recipients', 'sent', 'queued', 'failed', 'bounced', 'cancelled']);
      expect(table[1].split(/\s+/).slice(4)).toEqual([String(issuesBefore[0].entries), '3', '1', '0', '0', '1', '1']);
      expect(formatDigestList([])).toBe('No issue has been sent yet.');
    });

    it('erasing an address removes its deliveries with the rest', async () => {
      const report = await eraseAddress(db, 'gone@example.com');
      expect(report).toMatchObject({ subscribers: 1, deliveries: 1 });
      expect((await deliveryStatuses(db)).map((row) => row.email)).toEqual(['kept@example.com', 'leaving@example.com']);
    });

    it('mail people wait for (a confirmation link) goes before newsletter mail already queued', async () => {
      await app.close();
      app = undefined as unknown as FastifyInstance;
      await db.query(`insert into digests (subject, entries, since, origin) values ('Later issue', '[]', now(), 'command')`);
      const [issue] = await db.query<{ id: number }>('select max(id)::int as id from digests');
      await enqueueMail(db, { kind: 'digest', to: 'kept@example.com', subject: 'Later issue', digestId: issue.id, unsubscribeUrl: `${PUBLIC_URL}/x` });
      await enqueueMail(db, confirmationMail('new@example.com', `${PUBLIC_URL}/api/newsletter/confirm?token=x`, 48));
      const [claimed] = await claimDueMail(db, 1, 60);
      expect(claimed.kind).toBe('confirmation');
    });
  });

  describe.skipIf(driver === 'postgres')('at a sending rate', () => {
    it('hands mails to the relay evenly spaced at MAIL_RATE_PER_MINUTE', async () => {
      const { db, drop } = await openTestDatabase(databaseUrl);
      await db.query(`insert into subscribers (email, status, confirmed_at) select 'paced' || i || '@example.com', 'active', now() from generate_series(1, 6) as i`);
      await sendDigest(db, await context(db), { origin: 'command', since: SINCE });
      const handedOver: number[] = [];
      const sender: MailSender = { kind: 'smtp', send: async () => void handedOver.push(Date.now()), close: () => {} };
      const config = { ...loadMailConfig({ NODE_ENV: 'test' }), pollMs: 50, ratePerMinute: 600 };
      const worker = new MailWorker(db, sender, config, Fastify({ logger: false }).log, digestExpander(db, PUBLIC_URL));
      try {
        await worker.drain();
        expect(handedOver).toHaveLength(6);
        // 600 a minute: one every 100 ms (a timer may fire a millisecond early).
        const gaps = handedOver.slice(1).map((time, index) => time - handedOver[index]);
        for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(98);
      } finally {
        await worker.stop();
        await db.close();
        await drop();
      }
    }, OPEN_TIMEOUT);
  });
});
