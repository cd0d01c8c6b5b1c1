import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadMailConfig } from '@/server/mail/mailConfig';
import type { Database } from '@/server/db/database';
import { buildMailApp, openTestDatabase, subscribe, subscription } from './mailHarness';

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase(null));
}, 60_000);

afterAll(async () => {
  await db.close();
  await drop();
});

describe('the local mailbox (/api/dev/mail)', () => {
  it('shows mail kept locally, newest first, with the links clickable and everything escaped', async () => {
    const app = await buildMailApp(db);
    try {
      await app.ready();
      await subscribe(app, subscription('mailbox@example.com'));
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: { name: '<b>Bold</b> Visitor', email: 'visitor@example.com', message: 'A message long enough to be sent, with <i>markup</i>.', consent: true },
      });
      await app.mailWorker!.drain();
      const page = await app.inject({ method: 'GET', url: '/api/dev/mail' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.body).toMatch(/<h2[^>]*>Website enquiry from &lt;b&gt;Bold&lt;\/b&gt; Visitor<\/h2>[\s\S]*<h2[^>]*>Confirm your subscription to Nexaloom insights<\/h2>/);
      expect(page.body).toMatch(/<a href="http:\/\/site\.test\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}">/);
      expect(page.body).not.toContain('<i>markup</i>');
      const json = await app.inject({ method: 'GET', url: '/api/dev/mail.json' });
      const mails: { kind: string; id: number; html: string }[] = json.json();
      expect(mails.map((mail) => mail.kind)).toEqual(['contact-notification', 'confirmation']);

      // Each mail's HTML part opens as the mail client would show it, with no script allowed.
      expect(page.body).toContain(`<a href="/api/dev/mail/${mails[1].id}/html">Open as HTML</a>`);
      const htmlPart = await app.inject({ method: 'GET', url: `/api/dev/mail/${mails[1].id}/html` });
      expect(htmlPart.statusCode).toBe(200);
      expect(htmlPart.body).toBe(mails[1].html);
      expect(htmlPart.headers['content-security-policy']).toContain("script-src 'none'");
      for (const missing of ['999999', 'abc', '0']) expect((await app.inject({ method: 'GET', url: `/api/dev/mail/${missing}/html` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers only to a client on this machine, by the socket address, whatever X-Forwarded-For says', async () => {
    const app = await buildMailApp(db);
    const behindProxy = await buildApp(
      { host: '127.0.0.1', port: 0, siteDir: null, production: false, dataDir: '/nonexistent', databaseUrl: null, trustProxy: ['203.0.113.0/24'] },
      { database: db, mail: { ...loadMailConfig({ NODE_ENV: 'test' }), devMailbox: true }, printCapturedMail: () => {} },
    );
    try {
      const remote = await app.inject({ method: 'GET', url: '/api/dev/mail', remoteAddress: '203.0.113.5' });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('Local mailbox');
      const spoofed = await behindProxy.inject({ method: 'GET', url: '/api/dev/mail.json', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(spoofed.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/dev/mail.json', remoteAddress: '127.0.0.2' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await behindProxy.close();
    }
  });

  it('does not exist unless switched on (DEV_MAILBOX=1)', async () => {
    const off = await buildMailApp(db, { mail: { devMailbox: false } });
    try {
      expect((await off.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('does not exist in production mode, nor when mail goes to an SMTP server', async () => {
    const production = await buildApp(
      { host: '127.0.0.1', port: 0, siteDir: null, production: true, dataDir: '/nonexistent', databaseUrl: null },
      { database: db, printCapturedMail: () => {} },
    );
    const smtp = await buildMailApp(db, { smtpPort: 2 });
    try {
      for (const app of [production, smtp]) {
        expect((await app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: '/api/dev/mail.json' })).statusCode).toBe(404);
      }
    } finally {
      await production.close();
      await smtp.close();
    }
  });
});
