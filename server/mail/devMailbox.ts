import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { html, sendPage, type SafeHtml } from '../pages/htmlPage';
import type { OutgoingMail } from './outgoingMail';

export interface CapturedMail extends OutgoingMail {
  id: number;
  capturedAt: Date;
  from: string;
  messageId: string;
}

export async function capturedMail(db: Queryable, limit = 50): Promise<CapturedMail[]> {
  const rows = await db.query<{ id: number; captured_at: Date; message: Omit<CapturedMail, 'id' | 'capturedAt'> }>(
    'select id, captured_at, message from captured_mail order by id desc limit $1',
    [limit],
  );
  return rows.map((row) => ({ ...row.message, id: row.id, capturedAt: row.captured_at }));
}

const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its links made clickable; everything else escaped. */
function linkify(text: string): SafeHtml[] {
  return text.split(LINK).map((part, index) => (index % 2 === 1 ? html`<a href="${part}">${part}</a>` : html`${part}`));
}

const isLoopback = (ip: string | undefined) => ip !== undefined && (/^127\./.test(ip) || ip === '::1' || /^::ffff:127\./.test(ip));

/**
 * GET /api/dev/mail: the mail the service captured instead of sending (no SMTP_URL), newest first,
 * with every link clickable, so the double opt-in can be finished locally. /api/dev/mail.json is
 * the same for scripts. Registered only when switched on (DEV_MAILBOX=1) outside production, and
 * answered only to a client on this machine: by the socket's address, never a forwarded header,
 * since the captured mail holds live confirmation links.
 */
export async function devMailboxRoutes(app: FastifyInstance, { db }: { db: Queryable }) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.code(404).send({ error: 'not_found', message: 'Not found' });
    return undefined;
  });

  app.get('/dev/mail.json', async (_request, reply) => reply.header('cache-control', 'no-store').send(await capturedMail(db)));

  // A mail's HTML part as the reader's mail client shows it (a newsletter issue's preview, say); no script runs.
  app.get<{ Params: { id: string } }>('/dev/mail/:id/html', async (request, reply) => {
    const id = /^[1-9]\d{0,15}$/.test(request.params.id) ? Number(request.params.id) : null;
    const [mail] = id === null ? [] : await db.query<{ html: string | null }>(`select message->>'html' as html from captured_mail where id = $1`, [id]);
    if (!mail?.html) return reply.code(404).send({ error: 'not_found', message: 'No such mail' });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', `default-src 'none'; img-src http: https:; style-src 'unsafe-inline'; script-src 'none'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`)
      .send(mail.html);
  });

  app.get('/dev/mail', async (_request, reply) => {
    const mails = await capturedMail(db);
    const items = mails.map(
      (mail) => html`<section>
<h2 style="font-size:1.1rem;margin:1.5rem 0 .25rem">${mail.subject}</h2>
<p class="muted">To ${mail.to}${mail.replyTo ? html` · Reply-To ${mail.replyTo}` : ''} · ${mail.capturedAt.toISOString()}${mail.html ? html` · <a href="/api/dev/mail/${mail.id}/html">Open as HTML</a>` : ''}</p>
${mail.headers ? html`<p class="muted">${Object.entries(mail.headers).map(([name, value]) => html`${name}: ${value}<br>`)}</p>` : ''}
<pre>${linkify(mail.text)}</pre>
</section>`,
    );
    return sendPage(reply, 200, {
      title: 'Local mailbox',
      body: html`<h1>Local mailbox</h1>
<p class="muted">No SMTP_URL is set, so the service keeps its mail here instead of sending it. Newest first; reload to see new mail.</p>
${items.length ? items : html`<p>No mail yet. Subscribe with the form at the bottom of any page, or send the contact form.</p>`}`,
    });
  });
}
