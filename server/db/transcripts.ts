import type { ChatMode, ChatRating, ChatSource } from '../../lib/chat/contract';
import type { Queryable } from './database';

export interface NewTranscript {
  /** HMAC-SHA256 of the session id, as lower-case hex: never the raw id. */
  sessionHash: string;
  /** The reply's id, which the visitor's feedback names. */
  answerId: string;
  question: string;
  answer: string;
  mode: ChatMode;
  sources: ChatSource[];
  latencyMs: number;
}

export interface Transcript extends NewTranscript {
  id: number;
  createdAt: Date;
  rating: ChatRating | null;
  ratedAt: Date | null;
}

interface TranscriptRow {
  id: number;
  created_at: Date;
  session_hash: string;
  answer_id: string | null;
  question: string;
  answer: string;
  mode: ChatMode;
  sources: ChatSource[];
  latency_ms: number;
  rating: ChatRating | null;
  rated_at: Date | null;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 7;

/** One insert for any number of transcripts, each checked first. */
function insertTranscripts(transcripts: NewTranscript[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const rows = transcripts.map((transcript) => {
    if (!SHA256_HEX.test(transcript.sessionHash)) throw new Error('sessionHash must be a hex SHA-256 digest');
    if (!UUID.test(transcript.answerId)) throw new Error('answerId must be a UUID');
    params.push(
      transcript.sessionHash,
      transcript.answerId,
      transcript.question,
      transcript.answer,
      transcript.mode,
      // As JSON text: pg would send a JS array as a PostgreSQL array literal.
      JSON.stringify(transcript.sources.map(({ title, url }) => ({ title, url }))),
      Math.round(transcript.latencyMs),
    );
    const base = params.length - COLUMNS;
    return `($${base + 1}, $${base + 2}::uuid, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}::jsonb, $${base + 7})`;
  });
  return {
    sql: `insert into chat_transcripts (session_hash, answer_id, question, answer, mode, sources, latency_ms) values ${rows.join(', ')}`,
    params,
  };
}

export async function recordTranscript(db: Queryable, transcript: NewTranscript): Promise<Transcript> {
  const { sql, params } = insertTranscripts([transcript]);
  const [row] = await db.query<TranscriptRow>(`${sql} returning *`, params);
  return fromRow(row);
}

/** Many transcripts in one statement: the service batches its writes. */
export async function recordTranscripts(db: Queryable, transcripts: NewTranscript[]): Promise<void> {
  if (transcripts.length === 0) return;
  const { sql, params } = insertTranscripts(transcripts);
  await db.query(sql, params);
}

/**
 * Records a visitor's thumbs up or down (null takes it back) on one of their own answers: the
 * answer must belong to the same session. False when there is no such answer.
 */
export async function rateTranscript(db: Queryable, sessionHash: string, answerId: string, rating: ChatRating | null): Promise<boolean> {
  if (!UUID.test(answerId)) return false;
  const rows = await db.query(
    'update chat_transcripts set rating = $3, rated_at = case when $3::text is null then null else now() end where answer_id = $1::uuid and session_hash = $2 returning id',
    [answerId, sessionHash, rating],
  );
  return rows.length > 0;
}

/** The newest transcripts first, for tests and operators. */
export async function recentTranscripts(db: Queryable, limit = 50): Promise<Transcript[]> {
  const rows = await db.query<TranscriptRow>('select * from chat_transcripts order by created_at desc, id desc limit $1', [limit]);
  return rows.map(fromRow);
}

function fromRow(row: TranscriptRow): Transcript {
  return {
    id: row.id,
    createdAt: row.created_at,
    sessionHash: row.session_hash,
    answerId: row.answer_id ?? '',
    question: row.question,
    answer: row.answer,
    mode: row.mode,
    sources: row.sources,
    latencyMs: row.latency_ms,
    rating: row.rating,
    ratedAt: row.rated_at,
  };
}
