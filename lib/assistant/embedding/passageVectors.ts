import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ChatIndex } from '../chatIndex';
import type { Chunk } from '../chunks';
import { meaningText } from '../meaningText';
import { siteCasing } from '../siteCasing';
import { EMBEDDING_DIMS, EMBEDDING_MODEL, Embedder } from './embedder';
import { decodeVector, encodeVector } from './vectors';

/** Words of a passage that go into its vector: its opening says what it is about, and embedding time grows with length. */
const MAX_WORDS = 160;
const BATCH = 16;

/**
 * What is embedded for a passage: the page and section it belongs to, then its opening words.
 * The context line lets a short section ("Pricing") be found by what its page is about.
 */
export function passageText(chunk: Pick<Chunk, 'pageTitle' | 'heading' | 'text'>): string {
  const context = chunk.heading && chunk.heading !== chunk.pageTitle ? `${chunk.pageTitle}: ${chunk.heading}.` : `${chunk.pageTitle}.`;
  return `${context} ${chunk.text.split(/\s+/).slice(0, MAX_WORDS).join(' ')}`;
}

/**
 * Everything the index embeds, in the vector file's order (vectorLayout): each passage's text, then
 * each visitor question, out-of-scope request, learned and unanswered question, read as a visitor's
 * question is (meaningText, with the passages' spelling of acronyms).
 */
export function embeddedTexts(index: Pick<ChatIndex, 'passages' | 'questions' | 'outOfScope' | 'learnedQuestions' | 'unansweredQuestions'>): string[] {
  const casing = siteCasing(index.passages);
  const asQuestion = (text: string) => meaningText(text, casing);
  return [
    ...index.passages.map(passageText),
    ...index.questions.map((question) => asQuestion(question.text)),
    ...index.outOfScope.map(asQuestion),
    ...index.learnedQuestions.map((question) => asQuestion(question.text)),
    ...index.unansweredQuestions.map((question) => asQuestion(question.text)),
  ];
}

/** What the vector file is checked against: the model and every text it embeds, so vectors of other texts (or of texts read another way) are never used. */
export const embeddedTextsVersion = (texts: readonly string[]): string => {
  const hash = createHash('sha256').update(EMBEDDING_MODEL);
  for (const text of texts) hash.update('\0').update(text);
  return hash.digest('hex').slice(0, 16);
};

const hashOf = (text: string) => createHash('sha256').update(EMBEDDING_MODEL).update('\0').update(text).digest('base64url');

/** Embeddings computed earlier, by a hash of the model and the exact text embedded. */
function readCache(file: string): Map<string, string> {
  if (!existsSync(file)) return new Map();
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return parsed && typeof parsed === 'object' ? new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : new Map();
  } catch {
    return new Map();
  }
}

function writeCache(file: string, entries: Map<string, string>) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(Object.fromEntries(entries)));
  renameSync(temporary, file);
}

export interface TextVectors {
  vectors: Float32Array[];
  reused: number;
  computed: number;
}

/**
 * One vector per text, in order. Texts embedded before come from the cache; the rest are embedded
 * in worker threads (one per `workers`), and the cache keeps only what the current texts use.
 */
export async function embedTexts(texts: string[], cacheFile: string, workers = 2): Promise<TextVectors> {
  const cache = readCache(cacheFile);
  const hashes = texts.map(hashOf);
  const vectors: (Float32Array | null)[] = hashes.map((hash) => {
    const cached = cache.get(hash);
    return cached === undefined ? null : decodeVector(cached, EMBEDDING_DIMS);
  });
  const missing = vectors.flatMap((vector, index) => (vector ? [] : [index]));
  if (missing.length) {
    const batches: number[][] = [];
    for (let start = 0; start < missing.length; start += BATCH) batches.push(missing.slice(start, start + BATCH));
    const embedders = Array.from({ length: Math.max(1, Math.min(workers, batches.length)) }, () => new Embedder());
    try {
      await Promise.all(
        embedders.map(async (embedder) => {
          await embedder.ready;
          for (let batch = batches.shift(); batch; batch = batches.shift()) {
            const computed = await embedder.embed(batch.map((index) => texts[index]));
            batch.forEach((index, position) => (vectors[index] = computed[position]));
          }
        }),
      );
    } finally {
      await Promise.all(embedders.map((embedder) => embedder.close()));
    }
  }
  const complete = vectors as Float32Array[];
  writeCache(cacheFile, new Map(hashes.map((hash, index) => [hash, encodeVector(complete[index])])));
  return { vectors: complete, reused: texts.length - missing.length, computed: missing.length };
}
