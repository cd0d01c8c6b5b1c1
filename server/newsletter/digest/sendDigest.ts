import { site } from '@/data/site';
import { publishedBetween, type PublishedEntry } from '@/lib/content/publishedEntries';
import type { Database, Queryable } from '../../db/database';
import { unsubscribeUrl } from '../tokens';
import { insertDigest, latestDigest, listedPages, queueDeliveries, recipients, type DigestRow } from './digests';

const DAY_MS = 24 * 60 * 60_000;
export const INTRO_MAX = 2000;
export const SUBJECT_MAX = 150;

export interface DigestRequest {
  /** List what is dated from this day on; default: since the last issue, or `lookbackDays` before the first. */
  since?: Date;
  intro?: string | null;
  subject?: string | null;
  now?: Date;
}

export interface DigestPlan {
  since: Date;
  entries: PublishedEntry[];
  subject: string;
  intro: string | null;
}

/** "Nexaloom insights: <newest title> and 3 more". */
export function defaultSubject(entries: PublishedEntry[]): string {
  const [first] = entries;
  const more = entries.length > 1 ? ` and ${entries.length - 1} more` : '';
  const subject = `${site.name} insights: ${first?.title ?? 'what is new'}${more}`;
  if (subject.length <= SUBJECT_MAX) return subject;
  const cut = subject.slice(0, SUBJECT_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.:;]+$/, '')}…`;
}

/** What the next issue would list: entries dated since the last issue (or `since`) that no issue has listed yet. */
export async function planDigest(db: Queryable, request: DigestRequest, lookbackDays: number): Promise<DigestPlan> {
  const now = request.now ?? new Date();
  const last: DigestRow | null = request.since ? null : await latestDigest(db);
  const since = request.since ?? last?.createdAt ?? new Date(now.getTime() - lookbackDays * DAY_MS);
  const listed = await listedPages(db);
  const entries = publishedBetween(since, now).filter((entry) => !listed.has(entry.href));
  const intro = request.intro?.trim() || null;
  return { since, entries, intro, subject: request.subject?.trim() || defaultSubject(entries) };
}

export type SendOutcome =
  | { status: 'nothing-new'; since: Date }
  | { status: 'slot-taken' }
  | { status: 'queued'; number: number; entries: number; recipients: number };

export interface SendContext {
  lookbackDays: number;
  publicUrl: string;
  linkSecret: Buffer;
}

/**
 * Records the next issue and queues one mail per confirmed, not-bounced subscriber, in one
 * transaction. The digests table is locked for it, so a command and a schedule (or two
 * instances) never record two issues listing the same pages; a scheduled issue also names its
 * slot, and a slot that already has an issue gets none. Nothing new: nothing is recorded or sent.
 */
export function sendDigest(
  db: Database,
  context: SendContext,
  request: DigestRequest & { origin: DigestRow['origin']; slot?: Date | null },
): Promise<SendOutcome> {
  return db.transaction(async (tx) => {
    await tx.query('lock table digests in exclusive mode');
    const plan = await planDigest(tx, request, context.lookbackDays);
    if (plan.entries.length === 0) return { status: 'nothing-new', since: plan.since };
    const digest = await insertDigest(tx, { ...plan, origin: request.origin, slot: request.slot ?? null });
    if (!digest) return { status: 'slot-taken' };
    const to = (await recipients(tx)).map((recipient) => ({ ...recipient, unsubscribeUrl: unsubscribeUrl(context.publicUrl, context.linkSecret, recipient.publicId) }));
    const queued = await queueDeliveries(tx, digest.number, plan.subject, to);
    return { status: 'queued', number: digest.number, entries: plan.entries.length, recipients: queued };
  });
}
