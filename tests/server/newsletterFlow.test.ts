import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { openDatabase } from '@/server/db/database';
import { outboxCounts } from '@/server/mail/outbox';
import { hashToken } from '@/server/newsletter/tokens';
import { findSubscriber } from '@/server/newsletter/subscriptions';
import {
  buildMailApp,
  DRIVERS,
  downPort,
  linkIn,
  openTestDatabase,
  pathOf,
  startSmtp,
  subscribe,
  subscription,
  waitUntil,
  type SmtpCapture,
} from './mailHarness';

const OPEN_TIMEOUT = 60_000;
const ACCEPTED = { status: 'pending', message: 'Check your inbox: we have sent you a link to confirm your subscription.' };

const form = (app: FastifyInstance, url: string, payload: string, type = 'application/x-www-form-urlencoded') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': type, 'user-agent': 'Mozilla/5.0 (test)' }, payload });

const consentEvents = (db: Database, email: string) =>
  db.query<{ kind: string; source: string | null; consent_version: string | null; channel: string | null; ip_hash: string | null; user_agent: string | null }>(
    `select e.kind, e.source, e.consent_version, e.channel, e.ip_hash, e.user_agent
     from consent_events e join subscribers s on s.id = e.subscriber_id where s.email = $1 order by e.id`,
    [email],
  );

const outboxFor = (db: Database, email: string) => db.query<{ status: string; attempts: number; last_error: string | null }>('select status, attempts, last_error from outbox where recipient = $1 order by id', [email]);

describe.each(DRIVERS)('newsletter on %s', (driver, databaseUrl) => {
  describe.skipIf(driver === 'postgres' && !databaseUrl)('the service', () => {
    let db: Database;
    let drop: () => Promise<void>;
    let options: Awaited<ReturnType<typeof openTestDatabase>>['options'];
    let smtp: SmtpCapture;
    let app: FastifyInstance;

    beforeAll(async () => {
      ({ db, drop, options } = await openTestDatabase(databaseUrl));
      smtp = await startSmtp();
      app = await buildMailApp(db, { smtpPort: smtp.port });
      await app.ready();
    }, OPEN_TIMEOUT);

    afterAll(async () => {
      await app.close();
      await db.close();
      await smtp.close();
      await drop();
    });

    it('runs the whole double opt-in over real SMTP: mail, link, confirm by POST, one-click unsubscribe', async () => {
      const email = `flow-${driver}@example.com`;
      const accepted = await subscribe(app, subscription(`  Flow-${driver}@Example.COM `));
      expect(accepted.statusCode).toBe(202);
      expect(accepted.json()).toEqual(ACCEPTED);

      const [confirmation] = await smtp.waitFor(1);
      expect(confirmation.to).toMatchObject({ value: [{ address: email }] });
      expect(confirmation.subject).toBe('Confirm your subscription to Nexaloom insights');
      expect(confirmation.text).toContain('valid for 48 hours');
      expect(confirmation.text).toContain('ignore this e-mail and you will not be subscribed');
      expect(confirmation.headers.has('list-unsubscribe')).toBe(false);
      const confirmUrl = linkIn(confirmation, '/api/newsletter/confirm');
      const token = new URL(confirmUrl).searchParams.get('token')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // Stored: pending, with the consent evidence; the token only as its hash, nowhere in clear.
      expect(await findSubscriber(db, email)).toMatchObject({ status: 'pending', confirmedAt: null });
      const [requested] = await consentEvents(db, email);
      expect(requested).toMatchObject({ kind: 'requested', source: '/insights/', consent_version: '2026-11-newsletter-1', user_agent: 'Mozilla/5.0 (test)' });
      expect(requested.ip_hash).toMatch(/^[0-9a-f]{32}$/);
      expect(await db.query('select 1 from confirmation_tokens where token_hash = $1', [hashToken(token)])).toHaveLength(1);
      await waitUntil(() => outboxFor(db, email), (rows) => rows[0]?.status === 'sent');
      const stored = JSON.stringify([...(await db.query('select * from outbox')), ...(await db.query('select * from confirmation_tokens'))]);
      expect(stored).not.toContain(token);

      // The link's GET only shows a page whose button POSTs (mail scanners, even those that run scripts, change nothing).
      const page = await app.inject({ method: 'GET', url: pathOf(confirmUrl) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.body).toContain('<form id="confirm-form" method="post" action="/api/newsletter/confirm">');
      expect(page.body).toContain(`name="token" value="${token}"`);
      expect(page.body).toContain('<button type="submit">Confirm subscription</button>');
      expect(page.body).not.toContain('<script');
      expect(await findSubscriber(db, email)).toMatchObject({ status: 'pending' });

      const confirmed = await form(app, '/api/newsletter/confirm', `token=${token}`);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain("<h1>You're subscribed</h1>");
      expect(await findSubscriber(db, email)).toMatchObject({ status: 'active', confirmedAt: expect.any(Date) });
      expect((await consentEvents(db, email)).map((event) => event.kind)).toEqual(['requested', 'confirmed']);

      const again = await form(app, '/api/newsletter/confirm', `token=${token}`);
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('<h1>Your subscription is already confirmed</h1>');

      // The welcome mail carries RFC 8058 one-click unsubscribe.
      const [, welcome] = await smtp.waitFor(2);
      expect(welcome.subject).toBe("You're subscribed to Nexaloom insights");
      const header = (name: string) => welcome.headerLines.find((line) => line.key === name)?.line;
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const unsubscribeUrl = /^List-Unsubscribe: <(https?:[^>]+)>$/.exec(header('list-unsubscribe') ?? '')![1];
      expect(unsubscribeUrl).toMatch(/^http:\/\/site\.test\/api\/newsletter\/unsubscribe\?token=/);
      expect(welcome.text).toContain(unsubscribeUrl);

      const unsubscribePage = await app.inject({ method: 'GET', url: pathOf(unsubscribeUrl) });
      expect(unsubscribePage.statusCode).toBe(200);
      expect(unsubscribePage.body).toContain('<button type="submit">Unsubscribe</button>');
      expect(await findSubscriber(db, email)).toMatchObject({ status: 'active' });

      const oneClick = await form(app, pathOf(unsubscribeUrl), 'List-Unsubscribe=One-Click');
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.headers.location).toBeUndefined();
      expect(oneClick.body).toContain("<h1>You're unsubscribed</h1>");
      expect(await findSubscriber(db, email)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });

      const multipart = await form(
        app,
        pathOf(unsubscribeUrl),
        '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
        'multipart/form-data; boundary=b',
      );
      expect(multipart.statusCode).toBe(200);
      const events = await consentEvents(db, email);
      expect(events.map((event) => [event.kind, event.channel])).toEqual([
        ['requested', null],
        ['confirmed', null],
        ['unsubscribed', 'one-click'],
      ]);

      // The confirmation link cannot re-subscribe after an unsubscribe.
      const stale = await form(app, '/api/newsletter/confirm', `token=${token}`);
      expect(stale.statusCode).toBe(410);
      expect(stale.body).toContain('already been used');
    });

    it('gives the same answer for a new, pending, active and unsubscribed address and for the honeypot', async () => {
      const state = async (email: string, status: 'pending' | 'active' | 'unsubscribed') => {
        await subscribe(app, subscription(email));
        await db.query('update subscribers set status = $2 where email = $1', [email, status]);
      };
      await state(`pending-${driver}@example.com`, 'pending');
      await state(`active-${driver}@example.com`, 'active');
      await state(`gone-${driver}@example.com`, 'unsubscribed');
      const responses = [
        await subscribe(app, subscription(`new-${driver}@example.com`)),
        await subscribe(app, subscription(`pending-${driver}@example.com`)),
        await subscribe(app, subscription(`active-${driver}@example.com`)),
        await subscribe(app, subscription(`gone-${driver}@example.com`)),
        await subscribe(app, subscription(`bot-${driver}@example.com`, { website: 'https://spam.example' })),
      ];
      const shape = (response: (typeof responses)[number]) => ({
        status: response.statusCode,
        body: response.body,
        headers: Object.keys(response.headers).filter((name) => name !== 'date' && !name.startsWith('x-ratelimit')).sort(),
        length: response.headers['content-length'],
      });
      for (const response of responses) expect(shape(response)).toEqual(shape(responses[0]));
      expect(responses[0].json()).toEqual(ACCEPTED);
      expect(await findSubscriber(db, `bot-${driver}@example.com`)).toBeNull();
    });

    it('sends one mail for many simultaneous requests of one address', async () => {
      const email = `burst-${driver}@example.com`;
      const responses = await Promise.all(Array.from({ length: 25 }, () => subscribe(app, subscription(email))));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(25).fill(202));
      expect(await db.query('select count(*)::int as count from outbox where recipient = $1', [email])).toEqual([{ count: 1 }]);
      expect(await db.query(`select count(*)::int as count from consent_events e join subscribers s on s.id = e.subscriber_id where s.email = $1`, [email])).toEqual([{ count: 1 }]);
      await app.mailWorker!.drain();
      await waitUntil(async () => smtp.messages.filter((mail) => mail.subject?.startsWith('Confirm') && (mail.to as { text: string }).text === email).length, (count) => count >= 1);
      expect(smtp.messages.filter((mail) => (mail.to as { text: string }).text === email)).toHaveLength(1);
    });

    it('resends only after the cooldown, at most three times a day', async () => {
      const email = `cooldown-${driver}@example.com`;
      const sends = async () => (await db.query<{ count: number }>('select count(*)::int as count from outbox where recipient = $1', [email]))[0].count;
      const ageLastSend = (sql: string) => db.query(`update subscribers set ${sql} where email = $1`, [email]);
      await subscribe(app, subscription(email));
      await subscribe(app, subscription(email));
      expect(await sends()).toBe(1);
      await ageLastSend("last_sent_at = now() - interval '16 minutes'");
      await subscribe(app, subscription(email));
      expect(await sends()).toBe(2);
      await ageLastSend("last_sent_at = now() - interval '16 minutes'");
      await subscribe(app, subscription(email));
      expect(await sends()).toBe(3);
      await ageLastSend("last_sent_at = now() - interval '16 minutes'");
      await subscribe(app, subscription(email));
      expect(await sends()).toBe(3);
      await ageLastSend("last_sent_at = now() - interval '16 minutes', send_window_started_at = now() - interval '25 hours'");
      await subscribe(app, subscription(email));
      expect(await sends()).toBe(4);
      // Every token of the address stays valid until it expires: an older mail's link still confirms.
      expect(await db.query('select count(*)::int as count from confirmation_tokens t join subscribers s on s.id = t.subscriber_id where s.email = $1', [email])).toEqual([{ count: 4 }]);
    });

    it('tells an expired, an unknown and a malformed link apart', async () => {
      const email = `expired-${driver}@example.com`;
      await subscribe(app, subscription(email));
      const [mail] = await db.query<{ message: { actionUrl: string } }>('select message from outbox where recipient = $1', [email]);
      await waitUntil(() => outboxFor(db, email), (rows) => rows[0]?.status === 'sent');
      const sentMail = smtp.messages.find((message) => (message.to as { text: string }).text === email)!;
      const token = new URL(linkIn(sentMail, '/api/newsletter/confirm')).searchParams.get('token')!;
      expect(mail).toBeDefined();
      await db.query("update confirmation_tokens set expires_at = now() - interval '1 second' where token_hash = $1", [hashToken(token)]);
      const expired = await form(app, '/api/newsletter/confirm', `token=${token}`);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('This link has expired');
      expect(await findSubscriber(db, email)).toMatchObject({ status: 'pending' });

      const unknown = await form(app, '/api/newsletter/confirm', `token=${'A'.repeat(43)}`);
      expect(unknown.statusCode).toBe(404);
      expect((await form(app, '/api/newsletter/confirm', 'token=short')).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/newsletter/confirm?token=<script>' })).statusCode).toBe(400);
      const forged = await form(app, '/api/newsletter/unsubscribe?token=00000000-0000-4000-8000-000000000000.forged', 'List-Unsubscribe=One-Click');
      expect(forged.statusCode).toBe(400);
      expect(forged.body).toContain("We don't recognise this link");
    });

    it('keeps mail while SMTP is down and sends it when it is back', async () => {
      // A database of its own: on the shared one, the other app's worker (whose SMTP is up) would
      // claim the retried mail from the common outbox and send it.
      const own = await openTestDatabase(databaseUrl);
      const down = await downPort();
      const { port } = down;
      const downApp = await buildMailApp(own.db, { smtpPort: port });
      await downApp.ready();
      const email = `outage-${driver}@example.com`;
      let later: SmtpCapture | undefined;
      try {
        expect((await subscribe(downApp, subscription(email))).statusCode).toBe(202);
        const failing = await waitUntil(() => outboxFor(own.db, email), (rows) => rows[0]?.attempts >= 2 && rows[0].status === 'pending');
        expect(failing[0].last_error).toMatch(/ECONNREFUSED|connect/i);

        await down.release();
        later = await startSmtp(port);
        await later.waitFor(1, 15_000);
        expect(later.messages[0].subject).toBe('Confirm your subscription to Nexaloom insights');
        expect(await waitUntil(() => outboxFor(own.db, email), (rows) => rows[0]?.status === 'sent')).toEqual([
          expect.objectContaining({ status: 'sent', last_error: null }),
        ]);
      } finally {
        await downApp.close();
        await later?.close();
        await down.release().catch(() => undefined);
        await own.db.close();
        await own.drop();
      }
    }, 30_000);

    it('keeps subscribers and working links across a restart', async () => {
      const email = `restart-${driver}@example.com`;
      await subscribe(app, subscription(email));
      await waitUntil(() => outboxFor(db, email), (rows) => rows[0]?.status === 'sent');
      const mail = smtp.messages.find((message) => (message.to as { text: string }).text === email)!;
      const confirmUrl = linkIn(mail, '/api/newsletter/confirm');

      await app.close();
      await db.close();
      db = await openDatabase(options);
      app = await buildMailApp(db, { smtpPort: smtp.port });
      await app.ready();

      expect(await findSubscriber(db, email)).toMatchObject({ status: 'pending' });
      expect(await outboxCounts(db)).toMatchObject({ pending: 0, sending: 0 });
      const confirmed = await form(app, '/api/newsletter/confirm', `token=${new URL(confirmUrl).searchParams.get('token')}`);
      expect(confirmed.statusCode).toBe(200);
      expect(await findSubscriber(db, email)).toMatchObject({ status: 'active' });
    }, OPEN_TIMEOUT);
  });
});
