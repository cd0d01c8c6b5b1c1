import { site } from '@/data/site';
import { vectorLayoutOf, type ChatIndex } from '@/lib/assistant/chatIndex';
import type { LearnedQuestion } from '@/lib/assistant/learnedQuestions';
import { escapeRegExp } from '@/lib/assistant/regExp';
import type { EvalCase } from './evalSet';

/**
 * The index and its vectors as if `cases` had never been learned (lib/assistant/learnedQuestions.ts):
 * the tuning set is measured batch by batch against the others' learned questions, so its figures
 * say how the answerer does on wording it has not learned, not on its own.
 */
export function withoutLearned(index: ChatIndex, vectors: Float32Array[] | null, cases: readonly EvalCase[]): { index: ChatIndex; vectors: Float32Array[] | null } {
  const ids = new Set(cases.map((item) => item.id));
  const keep = [...index.learnedQuestions, ...index.unansweredQuestions].map((question) => !ids.has(question.id));
  const { learnedFrom } = vectorLayoutOf(index);
  return {
    index: { ...index, learnedQuestions: index.learnedQuestions.filter((question) => !ids.has(question.id)), unansweredQuestions: index.unansweredQuestions.filter((question) => !ids.has(question.id)) },
    vectors: vectors && [...vectors.slice(0, learnedFrom), ...vectors.slice(learnedFrom).filter((_, at) => keep[at])],
  };
}

/** The values written as their tokens, also where a word grows from one ("ex-Nexaloomers"). */
const tokenised = (text: string, pairs: readonly [string, string][]) => pairs.reduce((out, [value, token]) => out.replace(new RegExp(`\\b${escapeRegExp(value)}`, 'giu'), token), text);

/** A question's words, lower-cased: what "worded alike" compares. */
const wordSet = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** Questions whose words overlap this much (Jaccard) are worded alike: the share the blind writers' duplicate check used. */
const ALIKE = 0.6;

function alike(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared) >= ALIKE;
}

/**
 * What the answerer learns from the tuning batches: each answerable question asked on its own (not
 * a follow-up, whose words lean on the turn before), with the first page it expects, and each
 * unanswerable or off-topic one asked on its own, with none; the company,
 * its assistant and its slug written as their tokens, so a rebrand reaches them. A question worded
 * like one of `keptOut` (the held-out sets') is left out, so no held-out question is answered
 * from a near copy of itself.
 */
export function learnableQuestions(batches: Readonly<Record<string, readonly EvalCase[]>>, keptOut: readonly EvalCase[] = []): LearnedQuestion[] {
  const words: [string, string][] = [[site.name, '{name}'], [site.assistant.name, '{assistant}']];
  const outWords = keptOut.map((item) => wordSet(item.question));
  return Object.values(batches)
    .flat()
    .filter((item) => !item.previous && ((item.kind === 'answerable' && item.expect.length > 0) || item.kind === 'unanswerable' || item.kind === 'off-topic'))
    .filter((item) => {
      const own = wordSet(item.question);
      return !outWords.some((other) => alike(own, other));
    })
    .map((item) => ({ id: item.id, text: tokenised(item.question, words), page: item.kind === 'answerable' ? tokenised(item.expect[0], [[site.slug, '{slug}']]) : null }));
}
