import type { ChatMode, ChatSource } from '../../lib/chat/contract';
import type { Queryable } from './database';

export interface NewTranscript {
  /** HMAC-SHA256 of the session id, as lower-case hex: never the raw id. */
  sessionHash: string;
  question: string;
  mode: ChatMode;
  sources: ChatSource[];
  latencyMs: number;
}

export interface Transcript extends NewTranscript {
  id: number;
  createdAt: Date;
}

interface TranscriptRow {
  id: number;
  created_at: Date;
  session_hash: string;
  question: string;
  mode: ChatMode;
  sources: ChatSource[];
  latency_ms: number;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** One insert for any number of transcripts, each checked first. */
function insertTranscripts(transcripts: NewTranscript[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const rows = transcripts.map((transcript) => {
    if (!SHA256_HEX.test(transcript.sessionHash)) throw new Error('sessionHash must be a hex SHA-256 digest');
    params.push(
      transcript.sessionHash,
      transcript.question,
      transcript.mode,
      // As JSON text: pg would send a JS array as a PostgreSQL array literal.
      JSON.stringify(transcript.sources.map(({ title, url }) => ({ title, url }))),
      Math.round(transcript.latencyMs),
    );
    const base = params.length - 5;
    return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}::jsonb, $${base + 5})`;
  });
  return { sql: `insert into chat_transcripts (session_hash, question, mode, sources, latency_ms) values ${rows.join(', ')}`, params };
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

/** The newest transcripts first, for tests and operators. */
export async function recentTranscripts(db: Queryable, limit = 50): Promise<Transcript[]> {
  const rows = await db.query<TranscriptRow>(
    'select * from chat_transcripts order by created_at desc, id desc limit $1',
    [limit],
  );
  return rows.map(fromRow);
}

function fromRow(row: TranscriptRow): Transcript {
  return {
    id: row.id,
    createdAt: row.created_at,
    sessionHash: row.session_hash,
    question: row.question,
    mode: row.mode,
    sources: row.sources,
    latencyMs: row.latency_ms,
  };
}
