import { ensembleValue, type Tree } from './boostedTrees';
import type { Chunk, ChunkKind } from './chunks';
import { isWholePage, isWhereQuestion } from './directAnswer';
import { ABOUT_US, KIND_HINTS, priorKind, termCoverage, type PageHit, type Retrieval, type Retriever } from './retriever';

/** What a page's features are read against: the question, read once, and what the whole search found. */
export interface RankingContext {
  /** What was searched (a follow-up carries the earlier question's terms). */
  query: string;
  /** The best BM25+ score of any passage. */
  bestLexical: number;
  /** The share of the query's terms a passage holds, with its titles, tags and visitor questions. */
  coverage: (chunk: Chunk) => number;
  /** The query asks what the company does ("do you…"). */
  aboutUs: boolean;
  /** The question asks where something is on the site. */
  where: boolean;
  yesNo: boolean;
  /** The kinds of page the query asks for ("a case study on…", "any openings…"). */
  hinted: ReadonlySet<ChunkKind>;
  /** The pages the answer before cited, its lead first (none on a conversation's first question). */
  earlierPages: readonly string[];
  /** The query borrows the earlier question's terms: the question refers back to it. */
  borrows: boolean;
}

const KINDS = ['page', 'faq', 'job', 'case-study', 'press'] as const satisfies readonly ChunkKind[];
const YES_NO = /^(do|does|did|is|are|was|were|can|could|will|would|have|has)\b/i;

/** What the ranker reads of each page found; the first is the retrieval's own fused score, which it starts from. */
export const FEATURE_NAMES = [
  'score',
  'passageSimilarity',
  'askedSimilarity',
  'wordsShare',
  'coverage',
  'titleCoverage',
  'headingCoverage',
  ...KINDS.map((kind) => `kind:${kind}` as const),
  'aboutUs×own',
  'aboutUs×article',
  'yesNo×own',
  'where×whole',
  'where×page',
  'caseHint×case-study',
  'jobHint×job',
  'position',
  'similarityRank',
  'wordsRank',
  'askedRank',
  'earlierLead',
  'earlierSource',
  'earlierLead×borrows',
  'nearestAskedShare',
  'nearestAskedCloseness',
] as const;

/**
 * What the ranker reads of each page among the pages found: its own features, then each less the
 * best of any page found and less their mean, so a tree can ask how a page compares with the others.
 */
export const RANKING_FEATURE_NAMES = [...FEATURE_NAMES, ...FEATURE_NAMES.map((name) => `${name}-best`), ...FEATURE_NAMES.map((name) => `${name}-mean`)];

/** The page ranker: boosted trees over RANKING_FEATURE_NAMES, whose names it was fitted with. */
export interface RankerModel {
  features: string[];
  trees: Tree[];
}

const evidenceOf = (page: PageHit) => [...page.chunks, page.best];
const passageSimilarityOf = (page: PageHit) => Math.max(...evidenceOf(page).map((scored) => scored.passageSimilarity ?? 0));
const lexicalOf = (page: PageHit) => Math.max(...evidenceOf(page).map((scored) => scored.lexical));
const askedOf = (page: PageHit) => page.askedSimilarity ?? 0;
/** 1 for the page highest by `value` among `pages`, 1/2 for the next, and so on. */
const reciprocalRank = (page: PageHit, pages: readonly PageHit[], value: (page: PageHit) => number) => 1 / (1 + pages.filter((other) => value(other) > value(page)).length);

/**
 * What the ranker reads of a question (`query` as searched, `question` as asked, `earlierPages` the
 * pages the answer before it cited) and of its retrieval, once for all its pages.
 */
export function rankingContext(query: string, question: string, retrieval: Retrieval, retriever: Retriever, earlierPages: readonly string[] = []): RankingContext {
  return {
    query,
    bestLexical: retrieval.bestLexical?.score ?? 0,
    coverage: (chunk) => retriever.coverage(query, chunk),
    aboutUs: ABOUT_US.test(query),
    where: isWhereQuestion(question),
    yesNo: YES_NO.test(question),
    hinted: new Set(KIND_HINTS.filter(([, pattern]) => pattern.test(query)).map(([kind]) => kind)),
    earlierPages,
    borrows: query !== question,
  };
}

/** The features of the page at `position` among `pages` (as retrieval ranked them), in FEATURE_NAMES order. */
export function pageFeatures(pages: readonly PageHit[], position: number, context: RankingContext): number[] {
  const { query, bestLexical, aboutUs, where, yesNo, hinted, earlierPages, borrows } = context;
  const page = pages[position];
  const evidence = evidenceOf(page);
  const kind = priorKind(page.best.chunk);
  const own = kind === 'page' || kind === 'faq';
  const flag = (value: boolean) => (value ? 1 : 0);
  const earlierLead = earlierPages[0] === page.url;
  return [
    page.score,
    passageSimilarityOf(page),
    askedOf(page),
    bestLexical > 0 ? lexicalOf(page) / bestLexical : 0,
    Math.max(...evidence.map((scored) => context.coverage(scored.chunk))),
    termCoverage(query, page.pageTitle),
    Math.max(...evidence.map(({ chunk }) => termCoverage(query, `${chunk.pageTitle} ${chunk.heading}`))),
    ...KINDS.map((each) => flag(kind === each)),
    flag(aboutUs && own),
    flag(aboutUs && kind === 'article'),
    flag(yesNo && own),
    flag(where && evidence.some(({ chunk }) => isWholePage(chunk))),
    flag(where && kind === 'page'),
    flag(hinted.has('case-study') && kind === 'case-study'),
    flag(hinted.has('job') && kind === 'job'),
    1 / (position + 1),
    reciprocalRank(page, pages, passageSimilarityOf),
    reciprocalRank(page, pages, lexicalOf),
    reciprocalRank(page, pages, askedOf),
    flag(earlierLead),
    flag(earlierPages.includes(page.url)),
    flag(earlierLead && borrows),
    // Learned questions were asked on their own: they vote for a page only for a question asked on its own, not for one that borrows an earlier question's terms.
    borrows ? 0 : page.nearestAskedShare,
    borrows ? 0 : page.nearestAskedCloseness,
  ];
}

/** Rows of features, each followed by itself less the rows' best and less their mean (RANKING_FEATURE_NAMES from FEATURE_NAMES). */
export function comparedWithOthers(rows: readonly number[][]): number[][] {
  const best = rows[0]?.map((_, j) => Math.max(...rows.map((row) => row[j]))) ?? [];
  const mean = rows[0]?.map((_, j) => rows.reduce((sum, row) => sum + row[j], 0) / rows.length) ?? [];
  return rows.map((row) => [...row, ...row.map((value, j) => value - best[j]), ...row.map((value, j) => value - mean[j])]);
}

/** The ranker's rows for the pages found, in their order: what it is fitted on and scores. */
export const rankingRows = (pages: readonly PageHit[], context: RankingContext): number[][] => comparedWithOthers(pages.map((_, position) => pageFeatures(pages, position, context)));

/**
 * The pages found, reordered by the ranker's trees (fitted on the tuning set by
 * scripts/train-ranker.ts), pages it scores alike in retrieval's order; unchanged without a ranker.
 */
export function rerank(pages: PageHit[], context: RankingContext, ranker: RankerModel | null): PageHit[] {
  if (!ranker || pages.length < 2) return pages;
  const values = rankingRows(pages, context).map((row) => ensembleValue(ranker.trees, row));
  return pages.map((page, position) => ({ page, value: values[position] })).sort((a, b) => b.value - a.value).map(({ page }) => page);
}
