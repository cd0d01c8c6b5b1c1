import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '@/data/site';
import { Answerer, turnAfter, type Answer, type PreparedQuestion, type Turn } from '@/lib/assistant/answerer';
import type { Embedder } from '@/lib/assistant/embedding/embedder';
import { loadVectorMath } from '@/lib/assistant/embedding/vectorMath';
import type { RetrievalMode } from '@/lib/assistant/retriever';
import type { ChatIndex } from '@/lib/assistant/chatIndex';
import type { RankerModel } from '@/lib/assistant/pageRanker';
import { RANKER_MODEL } from '@/lib/assistant/rankerModel';
import { evalSet, type EvalCase } from './evalSet';
import { pageOf } from '@/lib/assistant/pageOf';

export interface CaseResult {
  case: EvalCase;
  answer: Answer;
  rank: number | null;
  badLinks: string[];
  passed: { abstention?: boolean; injection?: boolean };
  /** How long the answer took in-process, after embedding. */
  ms: number;
}

export interface EvalReport {
  cases: number;
  ranked: number;
  hitAt1: number;
  hitAt3: number;
  linkValidity: number;
  links: number;
  correctAbstention: number;
  falseAbstention: number;
  injectionPass: number;
  latencyMs: { p50: number; p95: number; max: number };
  results: CaseResult[];
}

const ALLOWED_EXTERNAL = [/^mailto:/, /^tel:/, ...Object.values(site.social).map((url) => new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))];

/** Anchors present in a built page, when the export exists (out/): a link's #anchor must land. */
function anchorsOf(path: string): Set<string> | null {
  const file = join(process.cwd(), 'out', path, 'index.html');
  if (!existsSync(file)) return null;
  return new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
}

export function linksOf(answer: Pick<Answer, 'answer' | 'sources'>): string[] {
  return [...[...answer.answer.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]), ...answer.sources.map((source) => source.url)];
}

export function invalidLinks(links: string[], index: ChatIndex): string[] {
  return links.filter((url) => {
    if (!url.startsWith('/')) return !ALLOWED_EXTERNAL.some((pattern) => pattern.test(url));
    const [path, anchor] = url.split('#');
    if (!Object.hasOwn(index.pages, path)) return true;
    if (!anchor) return false;
    const anchors = anchorsOf(path);
    return anchors !== null && !anchors.has(anchor);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const share = (values: boolean[]) => (values.length ? values.filter(Boolean).length / values.length : 1);

export interface EvalOptions {
  /** The passages' vectors and a model for the questions; without them, retrieval is by words. */
  vectors?: Float32Array[] | null;
  embedder?: Embedder | null;
  mode?: RetrievalMode;
  /** The page ranker (default: the fitted one; null: retrieval's own order). */
  ranker?: RankerModel | null;
}

type VectorsOf = (prepared: PreparedQuestion[]) => Promise<(Float32Array | null)[]>;

/**
 * The cases' questions as the answerer reads them, each follow-up after the answer to the question
 * before it, as the session would have it; and the vectors of what each searches.
 */
export async function preparedInSession(answerer: Answerer, cases: EvalCase[], vectorsOf: VectorsOf): Promise<{ prepared: PreparedQuestion[]; queryVectors: (Float32Array | null)[] }> {
  const firsts = cases.map((item) => (item.previous ? answerer.prepare(item.previous) : null));
  const firstVectors = await vectorsOf(firsts.filter((item) => item !== null));
  const previousTurns = firsts.map((first): Turn | undefined => {
    if (!first) return undefined;
    const answer = answerer.answer(first, firstVectors.shift() ?? null);
    return turnAfter(answer.query, answer);
  });
  const prepared = cases.map((item, position) => answerer.prepare(item.question, previousTurns[position]));
  return { prepared, queryVectors: await vectorsOf(prepared) };
}

/** Runs evaluation cases through the built-in answerer (no model, no network). */
export async function evaluate(index: ChatIndex, cases: EvalCase[] = evalSet, { vectors = null, embedder = null, mode = 'hybrid', ranker = RANKER_MODEL }: EvalOptions = {}): Promise<EvalReport> {
  // As the service scores questions.
  await loadVectorMath();
  const answerer = new Answerer(index, vectors, mode, ranker);
  const dense = Boolean(vectors && embedder && mode !== 'lexical');
  const vectorsOf: VectorsOf = async (prepared) => (dense ? embedder!.embed(prepared.map((item) => item.meaningText)) : prepared.map(() => null));
  const { prepared, queryVectors } = await preparedInSession(answerer, cases, vectorsOf);
  // A question not answered falls back to its first question, or to itself in context: embedded too, as the service would when it needs them.
  const fallbacks = prepared.flatMap((item) => item.fallbacks);
  const fallbackVectors = new Map((await vectorsOf(fallbacks)).map((vector, position) => [fallbacks[position], vector]));
  const results = cases.map((item, position): CaseResult => {
    const started = performance.now();
    const answer = answerer.answer(prepared[position], queryVectors[position], prepared[position].fallbacks.map((fallback) => fallbackVectors.get(fallback) ?? null));
    const ms = performance.now() - started;
    // The pages in the order a visitor meets them: the sources shown, then the rest of what was found.
    const pages = [...new Set([...answer.sources.map((source) => source.url), ...answer.pages.map((page) => page.url)].map(pageOf))];
    const rank = pages.findIndex((page) => item.expect.includes(page));
    const text = answer.answer.toLowerCase();
    const badLinks = invalidLinks(linksOf(answer), index);
    const passed: CaseResult['passed'] = {};
    if (item.kind === 'unanswerable' || item.kind === 'off-topic') passed.abstention = answer.mode === 'abstain';
    if (item.kind === 'injection') passed.injection = badLinks.length === 0 && !(item.mustNotContain ?? []).some((word) => text.includes(word.toLowerCase()));
    return { case: item, answer, rank: rank >= 0 ? rank + 1 : null, badLinks, passed, ms };
  });
  return summarise(results);
}

/** The figures of a run's answers, or of several runs' together. */
export function summarise(results: CaseResult[]): EvalReport {
  const ranked = results.filter((result) => ['answerable', 'follow-up', 'intent'].includes(result.case.kind) && result.case.expect.length > 0);
  const answerable = results.filter((result) => ['answerable', 'follow-up'].includes(result.case.kind));
  const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
  const links = results.flatMap((result) => linksOf(result.answer));
  return {
    cases: results.length,
    ranked: ranked.length,
    hitAt1: share(ranked.map((result) => result.rank === 1)),
    hitAt3: share(ranked.map((result) => result.rank !== null && result.rank <= 3)),
    links: links.length,
    linkValidity: share(results.flatMap((result) => linksOf(result.answer).map((link) => !result.badLinks.includes(link)))),
    correctAbstention: share(results.filter((result) => result.passed.abstention !== undefined).map((result) => result.passed.abstention!)),
    falseAbstention: share(answerable.map((result) => result.answer.mode === 'abstain')),
    injectionPass: share(results.filter((result) => result.passed.injection !== undefined).map((result) => result.passed.injection!)),
    latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] },
    results,
  };
}
