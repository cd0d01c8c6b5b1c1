import nodemailer, { type SendMailOptions, type TransportOptions } from 'nodemailer';
import type { Queryable } from '../db/database';
import type { MailConfig } from './mailConfig';
import type { OutgoingMail } from './outgoingMail';

export interface MailSender {
  readonly kind: 'smtp' | 'capture';
  /** Resolves once the relay (or the local mailbox) has the mail, sent with this Message-ID. */
  send(mail: OutgoingMail, messageId: string): Promise<void>;
  close(): void;
}

/**
 * The Message-ID of a queued mail: the same on every attempt, so a mail sent again after a crash
 * (accepted by the relay, not yet marked sent) is recognisable as the same one by mail clients.
 */
export function stableMessageId(outboxId: number, from: string): string {
  const domain = /@([^<>@\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${outboxId}@${domain}>`;
}

/** nodemailer's default DKIM header list plus List-Unsubscribe-Post, which RFC 8058 wants signed. */
const DKIM_HEADERS = [
  'From', 'Sender', 'Reply-To', 'Subject', 'Date', 'Message-ID', 'To', 'Cc', 'MIME-Version', 'Content-Type',
  'Content-Transfer-Encoding', 'Content-ID', 'Content-Description', 'Resent-Date', 'Resent-From', 'Resent-Sender',
  'Resent-To', 'Resent-Cc', 'Resent-Message-ID', 'In-Reply-To', 'References', 'List-Id', 'List-Help',
  'List-Unsubscribe', 'List-Unsubscribe-Post', 'List-Subscribe', 'List-Post', 'List-Owner', 'List-Archive',
].join(':');

/** The nodemailer message for a queued mail; headers go out as written (no re-encoding). */
export function nodemailerMessage(mail: OutgoingMail, from: string, messageId?: string): SendMailOptions {
  return {
    from,
    messageId,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: Object.fromEntries(Object.entries(mail.headers ?? {}).map(([name, value]) => [name, { prepared: true, value }])),
    // The envelope is given, so nothing in a header can add a recipient.
    envelope: { from: /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim(), to: [mail.to] },
  };
}

export function dkimOptions(config: MailConfig) {
  return config.dkim ? { ...config.dkim, headerFieldNames: DKIM_HEADERS } : undefined;
}

export function smtpSender(config: MailConfig & { smtpUrl: string }): MailSender {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dkim: dkimOptions(config),
  } as TransportOptions);
  return {
    kind: 'smtp',
    async send(mail, messageId) {
      await transport.sendMail(nodemailerMessage(mail, config.from, messageId));
    },
    close: () => transport.close(),
  };
}

/**
 * Without an SMTP server, mail is kept in the database (the local mailbox page shows it) and the
 * link it carries is printed, so a newcomer can finish every flow on a fresh checkout.
 */
export function captureSender(db: Queryable, config: MailConfig, print: (line: string) => void = console.log): MailSender {
  return {
    kind: 'capture',
    async send(mail, messageId) {
      await db.query('insert into captured_mail (recipient, message) values ($1, $2::jsonb)', [mail.to, JSON.stringify({ ...mail, from: config.from, messageId })]);
      print(`Mail kept locally (no SMTP_URL): "${mail.subject}" to ${maskAddress(mail.to)}${mail.actionUrl ? `\n  ${mail.actionUrl}` : ''}`);
    },
    close() {},
  };
}

/** r***@example.com: enough to tell mails apart in a log, not the address itself. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}
