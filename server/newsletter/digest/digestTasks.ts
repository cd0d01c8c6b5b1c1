import type { Database } from '../../db/database';
import { serviceSecret } from '../../db/serviceSecret';
import type { MailConfig } from '../../mail/mailConfig';
import { captureSender, smtpSender, type MailSender } from '../../mail/mailSender';
import { digestMail } from './digestMails';
import { latestDigest, type DigestSummary } from './digests';
import { renderDigestTemplate } from './renderDigest';
import { planDigest, sendDigest, type DigestRequest, type SendOutcome } from './sendDigest';

export interface DigestTaskContext {
  publicUrl: string;
  mail: MailConfig;
  lookbackDays: number;
}

export type PreviewOutcome = { status: 'nothing-new'; since: Date } | { status: 'previewed'; entries: number; to: string; via: MailSender['kind'] };

/**
 * Renders the next issue as it would go out now, without recording it: into the local mailbox, or
 * one copy to `to` through the configured relay (SMTP_URL; without one it is kept locally too).
 * Its unsubscribe link leads to the unsubscribe page, which unsubscribes nobody.
 */
export async function previewDigest(db: Database, context: DigestTaskContext, request: DigestRequest, to: string | null): Promise<PreviewOutcome> {
  const plan = await planDigest(db, request, context.lookbackDays);
  if (plan.entries.length === 0) return { status: 'nothing-new', since: plan.since };
  const number = ((await latestDigest(db))?.number ?? 0) + 1;
  const template = await renderDigestTemplate({ ...plan, subject: `[Preview] ${plan.subject}`, number, createdAt: request.now ?? new Date() }, context.publicUrl);
  const recipient = to ?? `preview@${new URL(context.publicUrl).hostname}`;
  const sender = to && context.mail.smtpUrl ? smtpSender({ ...context.mail, smtpUrl: context.mail.smtpUrl }) : captureSender(db, context.mail, () => {});
  try {
    await sender.send(digestMail(template, recipient, `${context.publicUrl}/api/newsletter/unsubscribe`), `<digest-preview-${Date.now()}@${new URL(context.publicUrl).hostname}>`);
  } finally {
    sender.close();
  }
  return { status: 'previewed', entries: plan.entries.length, to: recipient, via: sender.kind };
}

/** Records the next issue and queues its mails (the running server sends them). */
export async function queueDigest(db: Database, context: DigestTaskContext, request: DigestRequest): Promise<SendOutcome> {
  const linkSecret = await serviceSecret(db, 'unsubscribe-links');
  return sendDigest(db, { lookbackDays: context.lookbackDays, publicUrl: context.publicUrl, linkSecret }, { ...request, origin: 'command' });
}

/** The issues as a table for the terminal, newest first. */
export function formatDigestList(rows: DigestSummary[]): string {
  if (rows.length === 0) return 'No issue has been sent yet.';
  const header = ['issue', 'date', 'by', 'entries', 'recipients', 'sent', 'queued', 'failed', 'bounced', 'cancelled'];
  const lines = rows.map((row) => [
    `#${row.number}`,
    row.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    row.origin,
    ...[row.entries, row.recipients, row.sent, row.queued, row.failed, row.bounced, row.cancelled].map(String),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  return [header, ...lines].map((line) => line.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')).join('\n');
}
