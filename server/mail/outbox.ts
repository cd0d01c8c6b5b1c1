import type { Queryable } from '../db/database';
import type { OutgoingMail, QueuedMail } from './outgoingMail';

export interface OutboxRow {
  id: number;
  kind: OutgoingMail['kind'];
  recipient: string;
  message: QueuedMail;
  attempts: number;
}

/** The columns and values that queue one mail, for an insert of its own or inside a larger statement. */
export const outboxValues = (mail: QueuedMail): [string, string, string] => [mail.kind, mail.to, JSON.stringify(mail)];

export async function enqueueMail(db: Queryable, mail: QueuedMail): Promise<number> {
  const [row] = await db.query<{ id: number }>('insert into outbox (kind, recipient, message) values ($1, $2, $3::jsonb) returning id', outboxValues(mail));
  return row.id;
}

/**
 * Takes up to `limit` due mails and leases them for `leaseSeconds`: rows another worker holds are
 * skipped, and a row whose worker died is due again once its lease has run out. Mail someone is
 * waiting for (a confirmation link, a contact notification) goes before newsletter issues.
 */
export function claimDueMail(db: Queryable, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `update outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
     where id in (
       select id from outbox where status in ('pending', 'sending') and next_attempt_at <= now()
       order by (kind = 'digest'), id limit $1 for update skip locked)
     returning id, kind, recipient, message, attempts`,
    [limit, leaseSeconds],
  );
}

/**
 * Sent: the body, which may hold a link's token, is dropped; what was sent to whom stays, with the
 * Reply-To that ties a notification to the visitor it is about (so an erasure finds it).
 */
export async function markSent(db: Queryable, id: number, messageId: string): Promise<void> {
  await db.query(
    `with sent as (
       update outbox set status = 'sent', sent_at = now(), message_id = $2, last_error = null,
         message = jsonb_strip_nulls(jsonb_build_object('subject', message->'subject', 'to', message->'to', 'replyTo', message->'replyTo'))
       where id = $1 returning id
     )
     update digest_deliveries set status = 'sent', updated_at = now() where outbox_id in (select id from sent)`,
    [id, messageId],
  );
}

/** Claimed rows this worker will not try now (it is stopping): due again at once. */
export async function releaseClaims(db: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(`update outbox set status = 'pending', attempts = greatest(attempts - 1, 0), next_attempt_at = now() where id = any($1::bigint[]) and status = 'sending'`, [ids]);
}

/** Every lease still held: only for a database this process alone can open, where any lease is a dead process's. */
export async function releaseDeadLeases(db: Queryable): Promise<void> {
  await db.query(`update outbox set next_attempt_at = now() where status = 'sending'`);
}

export async function markRetry(db: Queryable, id: number, error: string, delayMs: number): Promise<void> {
  await db.query(`update outbox set status = 'pending', last_error = $2, next_attempt_at = now() + make_interval(secs => $3) where id = $1`, [
    id,
    error.slice(0, 500),
    delayMs / 1000,
  ]);
}

/**
 * The relay refused this message for good: kept, marked, not retried. A bounce (the relay refused
 * the address itself) also marks the subscriber with that address, so later issues skip it.
 */
export async function markFailed(db: Queryable, id: number, error: string, bounced: boolean): Promise<void> {
  await db.query(
    `with failed as (
       update outbox set status = 'failed', last_error = $2 where id = $1 returning id, recipient
     ), delivery as (
       update digest_deliveries set status = case when $3 then 'bounced' else 'failed' end, updated_at = now()
       where outbox_id in (select id from failed)
     )
     update subscribers set bounced_at = now(), bounce_reason = $2, updated_at = now()
     where $3 and email in (select recipient from failed)`,
    [id, error.slice(0, 500), bounced],
  );
}

export interface OutboxCounts {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
}

export async function outboxCounts(db: Queryable): Promise<OutboxCounts> {
  const rows = await db.query<{ status: keyof OutboxCounts; count: number }>('select status, count(*)::int as count from outbox group by status');
  const counts: OutboxCounts = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
