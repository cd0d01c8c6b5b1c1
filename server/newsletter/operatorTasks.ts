import { stringify } from 'csv-stringify/sync';
import { normalizeEmail } from '@/lib/email/normalizeEmail';
import type { Database, Queryable } from '../db/database';

/**
 * Every subscriber as CSV with the consent evidence of their latest request, and when and why
 * their address bounced (later issues skip it until it confirms again). Cells that a
 * spreadsheet would run as a formula (=, +, -, @) are escaped.
 */
export async function exportSubscribersCsv(db: Queryable): Promise<string> {
  const rows = await db.query<Record<string, string | Date | null>>(
    `select s.email, s.status, s.created_at, s.confirmed_at, s.unsubscribed_at, s.bounced_at, s.bounce_reason, r.source, r.consent_version, r.at as requested_at
     from subscribers s
     left join lateral (
       select source, consent_version, at from consent_events e
       where e.subscriber_id = s.id and e.kind = 'requested' order by at desc, id desc limit 1
     ) r on true
     order by s.id`,
  );
  const iso = (value: string | Date | null) => (value instanceof Date ? value.toISOString() : (value ?? ''));
  return stringify(
    rows.map((row) => [
      row.email,
      row.status,
      iso(row.created_at),
      iso(row.confirmed_at),
      iso(row.unsubscribed_at),
      iso(row.bounced_at),
      row.bounce_reason ?? '',
      row.source ?? '',
      row.consent_version ?? '',
      iso(row.requested_at),
    ]),
    {
      header: true,
      columns: ['email', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at', 'bounced_at', 'bounce_reason', 'source', 'consent_version', 'requested_at'],
      escape_formulas: true,
    },
  );
}

export interface ErasureReport {
  subscribers: number;
  consentEvents: number;
  contactMessages: number;
  mails: number;
  /** The record of which newsletter issues went to the address. */
  deliveries: number;
}

/**
 * GDPR erasure: the address's subscriber row, consent records and tokens, its newsletter
 * deliveries, its contact messages, and every mail to or about it (queued, sent or captured).
 * One transaction: all or nothing.
 */
export async function eraseAddress(db: Database, rawEmail: string): Promise<ErasureReport> {
  const email = normalizeEmail(rawEmail);
  if (!email) throw new Error(`"${rawEmail}" is not a valid e-mail address`);
  return db.transaction(async (tx) => {
    const count = async (sql: string) => (await tx.query(sql, [email])).length;
    const consentEvents = await count('select e.id from consent_events e join subscribers s on s.id = e.subscriber_id where s.email = $1');
    const deliveries = await count('delete from digest_deliveries d using subscribers s where s.id = d.subscriber_id and s.email = $1 returning d.digest_id');
    const subscribers = await count('delete from subscribers where email = $1 returning id');
    const contactMessages = await count('delete from contact_messages where email = $1 returning id');
    const mails =
      (await count(`delete from outbox where recipient = $1 or message->>'replyTo' = $1 returning id`)) +
      (await count(`delete from captured_mail where recipient = $1 or message->>'replyTo' = $1 returning id`));
    return { subscribers, consentEvents, contactMessages, mails, deliveries };
  });
}

export interface PurgeReport {
  pendingSubscribers: number;
  sentMails: number;
}

/**
 * Retention: addresses that never confirmed, `pendingDays` after their last request (with their
 * tokens and consent records), and the record of mails sent or captured more than 30 days ago.
 */
export async function purgeExpired(db: Queryable, pendingDays: number): Promise<PurgeReport> {
  const pending = await db.query(`delete from subscribers where status = 'pending' and last_sent_at < now() - make_interval(days => $1) returning id`, [pendingDays]);
  const sent = await db.query(`delete from outbox where status = 'sent' and sent_at < now() - interval '30 days' returning id`);
  await db.query(`delete from captured_mail where captured_at < now() - interval '30 days'`);
  return { pendingSubscribers: pending.length, sentMails: sent.length };
}
