import type { PublishedEntry } from '@/lib/content/publishedEntries';
import type { Queryable } from '../../db/database';
import type { DigestIssue } from './DigestEmail';

export interface DigestRow extends DigestIssue {
  since: Date;
  origin: 'command' | 'schedule';
}

const ISSUE_COLUMNS = `id as number, subject, intro, entries, created_at as "createdAt", since, origin`;

export async function findDigest(db: Queryable, number: number): Promise<DigestRow | null> {
  const [row] = await db.query<DigestRow>(`select ${ISSUE_COLUMNS} from digests where id = $1`, [number]);
  return row ?? null;
}

export async function latestDigest(db: Queryable): Promise<DigestRow | null> {
  const [row] = await db.query<DigestRow>(`select ${ISSUE_COLUMNS} from digests order by id desc limit 1`);
  return row ?? null;
}

/** The pages earlier issues listed (by path), so an entry is never sent in two issues. */
export async function listedPages(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ href: string }>(`select distinct entry->>'href' as href from digests, jsonb_array_elements(entries) as entry`);
  return new Set(rows.map((row) => row.href));
}

export interface NewDigest {
  subject: string;
  intro: string | null;
  entries: PublishedEntry[];
  since: Date;
  origin: DigestRow['origin'];
  /** The schedule's time this issue is for; a second issue for the same slot is not recorded. */
  slot: Date | null;
}

/** Records an issue; null when its slot already has one. */
export async function insertDigest(db: Queryable, digest: NewDigest): Promise<{ number: number; createdAt: Date } | null> {
  const [row] = await db.query<{ number: number; createdAt: Date }>(
    `insert into digests (subject, intro, entries, since, origin, slot) values ($1, $2, $3::jsonb, $4, $5, $6)
     on conflict (slot) do nothing
     returning id as number, created_at as "createdAt"`,
    [digest.subject, digest.intro, JSON.stringify(digest.entries), digest.since, digest.origin, digest.slot],
  );
  return row ?? null;
}

export interface Recipient {
  id: number;
  publicId: string;
  email: string;
}

/** Who receives an issue: confirmed subscribers whose address has not bounced. */
export function recipients(db: Queryable): Promise<Recipient[]> {
  return db.query<Recipient>(`select id, public_id as "publicId", email from subscribers where status = 'active' and bounced_at is null order by id`);
}

/**
 * Queues one mail per recipient and records each delivery, in one statement. The delivery's key
 * (issue, subscriber) refuses a second mail to anyone for the same issue.
 */
export async function queueDeliveries(db: Queryable, number: number, subject: string, to: (Recipient & { unsubscribeUrl: string })[]): Promise<number> {
  if (to.length === 0) return 0;
  const rows = await db.query(
    `with queued as (
       insert into outbox (kind, recipient, message)
       select 'digest', r.email, jsonb_build_object('kind', 'digest', 'to', r.email, 'subject', $2::text, 'digestId', $1::bigint, 'unsubscribeUrl', r.url)
       from unnest($3::text[], $4::text[]) with ordinality as r(email, url, position)
       order by r.position
       returning id, recipient
     )
     insert into digest_deliveries (digest_id, subscriber_id, outbox_id)
     select $1, s.id, q.id from queued q join subscribers s on s.email = q.recipient
     returning outbox_id`,
    [number, subject, to.map((recipient) => recipient.email), to.map((recipient) => recipient.unsubscribeUrl)],
  );
  return rows.length;
}

export interface DigestSummary {
  number: number;
  createdAt: Date;
  origin: DigestRow['origin'];
  subject: string;
  entries: number;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
  cancelled: number;
}

/** Every issue, newest first, with how its mails fared. */
export function digestSummaries(db: Queryable): Promise<DigestSummary[]> {
  return db.query<DigestSummary>(
    `select d.id as number, d.created_at as "createdAt", d.origin, d.subject, jsonb_array_length(d.entries)::int as entries,
       count(x.subscriber_id)::int as recipients,
       (count(*) filter (where x.status = 'queued'))::int as queued,
       (count(*) filter (where x.status = 'sent'))::int as sent,
       (count(*) filter (where x.status = 'failed'))::int as failed,
       (count(*) filter (where x.status = 'bounced'))::int as bounced,
       (count(*) filter (where x.status = 'cancelled'))::int as cancelled
     from digests d left join digest_deliveries x on x.digest_id = d.id
     group by d.id order by d.id desc`,
  );
}
