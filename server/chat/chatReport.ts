import { comparableText, contentTerms } from '@/lib/assistant/retriever';
import { stem } from '@/lib/assistant/stem';
import type { ChatMode, ChatRating, ChatSource } from '@/lib/chat/contract';
import type { Queryable } from '../db/database';

/** Questions asked in one way or another about the same thing, counted together. */
export interface QuestionGroup {
  /** The wording visitors used most often (the latest on a tie). */
  question: string;
  count: number;
  /** Distinct sessions that asked it. */
  sessions: number;
  /** How many different wordings the group holds. */
  wordings: number;
  lastAsked: Date;
  /** The pages the answers pointed to, most often first (for unhelpful answers). */
  pages: string[];
}

export interface ChatReport {
  from: Date;
  to: Date;
  totals: { questions: number; refused: number; ratedUp: number; ratedDown: number };
  /** Questions the assistant could not answer from the site: content to write. */
  refused: QuestionGroup[];
  /** Answers visitors marked as not helpful: content to fix or to make easier to find. */
  unhelpful: QuestionGroup[];
}

interface Row {
  question: string;
  mode: ChatMode;
  rating: ChatRating | null;
  sources: ChatSource[];
  session_hash: string;
  created_at: Date;
}

/** The most rows one report reads: far beyond a month of a company site's chat. */
const MAX_ROWS = 50_000;

/** What a question is about: its content words, stemmed and sorted ("pricing of apps?" = "app prices"). */
export function topicKey(question: string): string {
  const stems = [...new Set(contentTerms(question).map(stem))].sort();
  return stems.length ? stems.join(' ') : comparableText(question);
}


/** Values by how often they occur; ties go to a question written as one (a capital, a question mark), then the latest. */
function mostCommon(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const wellFormed = (value: string) => (/^\p{Lu}/u.test(value) ? 1 : 0) + (value.endsWith('?') ? 1 : 0);
  // Map keeps first-seen order, and rows come newest first: a stable sort leaves the latest first.
  return [...counts].sort((a, b) => b[1] - a[1] || wellFormed(b[0]) - wellFormed(a[0])).map(([value]) => value);
}

/** Two topics are one when one's words hold the other's (two or more of them), or most of their words are shared. */
function sameTopic(a: string[], b: string[]): boolean {
  const shared = a.filter((word) => b.includes(word)).length;
  const smaller = Math.min(a.length, b.length);
  return (shared === smaller && shared >= 2) || shared / (a.length + b.length - shared) >= 0.6;
}

/**
 * Groups rows (newest first) by topic: the same content words first, then topics that hold one
 * another ("free trial" and "free trial period"); largest group first, then the most recent.
 */
export function groupQuestions(rows: Row[], limit: number): QuestionGroup[] {
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    const key = topicKey(row.question);
    const keyed = byKey.get(key);
    if (keyed) keyed.push(row);
    else byKey.set(key, [row]);
  }
  const clusters: { words: string[]; rows: Row[] }[] = [];
  for (const [key, keyed] of [...byKey].sort((a, b) => b[1].length - a[1].length)) {
    const words = key.split(' ');
    const cluster = clusters.find((candidate) => sameTopic(candidate.words, words));
    if (cluster) cluster.rows.push(...keyed);
    else clusters.push({ words, rows: keyed });
  }
  return clusters
    .map(({ rows: group }): QuestionGroup => {
      group.sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
      const wordings = mostCommon(group.map((row) => row.question.trim()));
      return {
        question: wordings[0],
        count: group.length,
        sessions: new Set(group.map((row) => row.session_hash)).size,
        // Wordings count apart only by their words, case and punctuation aside.
        wordings: new Set(group.map((row) => comparableText(row.question))).size,
        lastAsked: group[0].created_at,
        pages: mostCommon(group.flatMap((row) => row.sources.map((source) => source.url))).slice(0, 3),
      };
    })
    .sort((a, b) => b.count - a.count || b.lastAsked.getTime() - a.lastAsked.getTime())
    .slice(0, limit);
}

/**
 * What editors learn from the chat over [from, to): the questions the assistant refused and the
 * answers visitors marked unhelpful, each grouped by topic and counted.
 */
export async function chatReport(db: Queryable, { from, to, limit = 25 }: { from: Date; to: Date; limit?: number }): Promise<ChatReport> {
  const [totals] = await db.query<{ questions: number; refused: number; rated_up: number; rated_down: number }>(
    `select count(*)::int as questions,
            count(*) filter (where mode = 'abstain')::int as refused,
            count(*) filter (where rating = 'up')::int as rated_up,
            count(*) filter (where rating = 'down')::int as rated_down
       from chat_transcripts where created_at >= $1 and created_at < $2`,
    [from, to],
  );
  const rows = await db.query<Row>(
    `select question, mode, rating, sources, session_hash, created_at from chat_transcripts
      where created_at >= $1 and created_at < $2 and (mode = 'abstain' or rating = 'down')
      order by created_at desc, id desc limit $3`,
    [from, to, MAX_ROWS],
  );
  return {
    from,
    to,
    totals: { questions: totals.questions, refused: totals.refused, ratedUp: totals.rated_up, ratedDown: totals.rated_down },
    refused: groupQuestions(
      rows.filter((row) => row.mode === 'abstain'),
      limit,
    ),
    unhelpful: groupQuestions(
      rows.filter((row) => row.rating === 'down'),
      limit,
    ),
  };
}
