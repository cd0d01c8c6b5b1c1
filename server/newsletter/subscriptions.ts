import type { Database, Queryable } from '../db/database';
import type { OutgoingMail } from '../mail/outgoingMail';
import { outboxValues } from '../mail/outbox';

export interface ConsentContext {
  source: string | null;
  consentVersion: string;
  ipHash: string | null;
  userAgent: string | null;
}

export interface SubscribeLimits {
  cooldownSeconds: number;
  maxSendsPerDay: number;
  tokenTtlHours: number;
}

/**
 * One statement, so concurrent requests for one address cannot race: it creates the address as
 * pending or re-opens an unsubscribed or still-pending one, and only if the address is not active,
 * its last confirmation mail is older than the cooldown and it is under the daily cap does it
 * store the token, the consent record and the confirmation mail. True when a mail was queued.
 */
export async function requestSubscription(
  db: Queryable,
  email: string,
  tokenHash: string,
  mail: OutgoingMail,
  consent: ConsentContext,
  limits: SubscribeLimits,
): Promise<boolean> {
  const rows = await db.query(
    `with subscriber as (
       insert into subscribers as s (email, status, last_sent_at, sends_in_window, send_window_started_at)
       values ($1, 'pending', now(), 1, now())
       on conflict (email) do update set
         status = 'pending',
         updated_at = now(),
         last_sent_at = now(),
         sends_in_window = case when s.send_window_started_at > now() - interval '24 hours' then s.sends_in_window + 1 else 1 end,
         send_window_started_at = case when s.send_window_started_at > now() - interval '24 hours' then s.send_window_started_at else now() end
       where s.status <> 'active'
         and (s.last_sent_at is null or s.last_sent_at <= now() - make_interval(secs => $2))
         and (s.send_window_started_at is null or s.send_window_started_at <= now() - interval '24 hours' or s.sends_in_window < $3)
       returning id
     ), token as (
       insert into confirmation_tokens (token_hash, subscriber_id, expires_at)
       select $4, id, now() + make_interval(hours => $5) from subscriber
     ), consent as (
       insert into consent_events (subscriber_id, kind, source, consent_version, ip_hash, user_agent)
       select id, 'requested', $6, $7, $8, $9 from subscriber
     )
     insert into outbox (kind, recipient, message)
     select $10, $11, $12::jsonb from subscriber
     returning id`,
    [
      email,
      limits.cooldownSeconds,
      limits.maxSendsPerDay,
      tokenHash,
      limits.tokenTtlHours,
      consent.source,
      consent.consentVersion,
      consent.ipHash,
      consent.userAgent,
      ...outboxValues(mail),
    ],
  );
  return rows.length > 0;
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'used' | 'unknown';

interface TokenRow {
  subscriber_id: number;
  public_id: string;
  email: string;
  status: 'pending' | 'active' | 'unsubscribed';
  expired: boolean;
  used: boolean;
}

/**
 * Confirms the subscription a token was sent for. The subscriber row is locked, so two confirmations
 * at once give one 'confirmed' and one 'already-confirmed'; `welcome` is queued with the first.
 */
export async function confirmSubscription(
  db: Database,
  tokenHash: string,
  evidence: Pick<ConsentContext, 'ipHash' | 'userAgent'>,
  welcome: (subscriber: { email: string; publicId: string }) => OutgoingMail,
): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<TokenRow>(
      `select t.subscriber_id, s.public_id, s.email, s.status, t.expires_at < now() as expired, t.used_at is not null as used
       from confirmation_tokens t join subscribers s on s.id = t.subscriber_id
       where t.token_hash = $1
       for update of s`,
      [tokenHash],
    );
    if (!row) return 'unknown';
    if (row.status === 'active') return 'already-confirmed';
    if (row.used || row.status !== 'pending') return 'used';
    if (row.expired) return 'expired';
    // A confirmation proves the address receives mail again, so an earlier bounce no longer holds.
    await tx.query(`update subscribers set status = 'active', confirmed_at = now(), updated_at = now(), unsubscribed_at = null, bounced_at = null, bounce_reason = null where id = $1`, [row.subscriber_id]);
    // Every link of this opt-in is spent: an older mail's link must not re-subscribe later.
    await tx.query('update confirmation_tokens set used_at = now() where subscriber_id = $1 and used_at is null', [row.subscriber_id]);
    await tx.query(`insert into consent_events (subscriber_id, kind, ip_hash, user_agent) values ($1, 'confirmed', $2, $3)`, [
      row.subscriber_id,
      evidence.ipHash,
      evidence.userAgent,
    ]);
    await tx.query('insert into outbox (kind, recipient, message) values ($1, $2, $3::jsonb)', outboxValues(welcome({ email: row.email, publicId: row.public_id })));
    return 'confirmed';
  });
}

export type UnsubscribeChannel = 'one-click' | 'page';

/** Unsubscribes at once, and drops newsletter mail still waiting to go; idempotent. True when this call changed the status. */
export async function unsubscribe(db: Queryable, publicId: string, channel: UnsubscribeChannel, evidence: Pick<ConsentContext, 'ipHash' | 'userAgent'>): Promise<boolean> {
  const rows = await db.query(
    `with changed as (
       update subscribers set status = 'unsubscribed', unsubscribed_at = now(), updated_at = now()
       where public_id = $1 and status <> 'unsubscribed'
       returning id
     ), spent as (
       update confirmation_tokens set used_at = now() where used_at is null and subscriber_id in (select id from changed)
     ), cancelled as (
       update digest_deliveries set status = 'cancelled', updated_at = now()
       where status = 'queued' and subscriber_id in (select id from changed)
       returning outbox_id
     ), unqueued as (
       delete from outbox where status = 'pending' and id in (select outbox_id from cancelled)
     )
     insert into consent_events (subscriber_id, kind, channel, ip_hash, user_agent)
     select id, 'unsubscribed', $2, $3, $4 from changed
     returning subscriber_id`,
    [publicId, channel, evidence.ipHash, evidence.userAgent],
  );
  return rows.length > 0;
}

export interface SubscriberRecord {
  email: string;
  status: 'pending' | 'active' | 'unsubscribed';
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export async function findSubscriber(db: Queryable, email: string): Promise<SubscriberRecord | null> {
  const [row] = await db.query<SubscriberRecord>(
    `select email, status, created_at as "createdAt", confirmed_at as "confirmedAt", unsubscribed_at as "unsubscribedAt"
     from subscribers where email = $1`,
    [email],
  );
  return row ?? null;
}
