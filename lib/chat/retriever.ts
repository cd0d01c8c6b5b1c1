import MiniSearch from 'minisearch';
import { STOP_WORDS } from '../search/terms';
import type { Chunk, ChunkKind } from './chunks';
import { stem } from './stem';
import { expandQuery } from './synonyms';

/** Questions carry more filler than search boxes do. */
export const QUESTION_STOP_WORDS = new Set([
  ...STOP_WORDS,
  ...'about also any anything could did does doing done get got give i i\'m know like list me more much my need please show some someone something tell us want where why would yours'.split(' '),
  // Conversational filler: visitors describe their situation in words no page is about.
  ...'actually able again already always anyone area bit currently every everyone just keep keeps kind lot lots maybe moment much often proper really right since sort stuff thing things usual usually very way well whether'.split(' '),
]);

const WORD = /[^\p{L}\p{N}]+/u;

/** Every word of a text, stemmed: what a question's terms are looked up in. */
export const stemmedWords = (text: string): Set<string> => new Set(text.toLowerCase().split(WORD).map(stem));

/** The words of a question that carry its meaning, lower-cased, unstemmed. */
export const contentTerms = (text: string): string[] =>
  text
    .toLowerCase()
    .split(WORD)
    .filter((word) => word.length > 1 && !QUESTION_STOP_WORDS.has(word));

function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  return word.length > 1 && !QUESTION_STOP_WORDS.has(word) ? stem(word) : null;
}

/**
 * How much a passage of each kind is worth when scores tie: pages written to answer visitors
 * (capabilities, industries, FAQ) beat an article that mentions the same words in passing.
 */
const KIND_PRIOR: Record<ChunkKind, number> = { page: 1.5, faq: 1.5, job: 1.2, 'case-study': 1.15, press: 0.9, article: 1 };
/** "Do you…", "can you…", "have you…": a question about what the company does, best answered by its own pages. */
const ABOUT_US = /\b(do|can|could|would|will|are|have|did) (you|your (team|company|engineers|developers))\b|\byour (area|experience|expertise|speciality|specialty|services?|offerings?)\b|\b(something|anything) you\b/i;
const ABOUT_US_PRIOR: Record<ChunkKind, number> = { page: 2.4, faq: 2, job: 1.2, 'case-study': 1.4, press: 0.9, article: 1 };
/** Words that ask for a kind of page: "a case study on…", "any openings for…". */
const KIND_HINTS: [ChunkKind, RegExp][] = [
  ['case-study', /\b(case stud(y|ies)|examples?|worked with|done (this|that|it) before|shipped|delivered for)\b/i],
  ['job', /\b(openings?|vacanc(y|ies)|positions?|hiring|jobs?|apply|applying)\b/i],
];
/** Words a synonym added count for less than the visitor's own. */
const SYNONYM_WEIGHT = 0.4;

export interface ScoredChunk {
  chunk: Chunk;
  score: number;
}

export interface PageHit {
  url: string;
  pageTitle: string;
  score: number;
  chunks: ScoredChunk[];
}

/** Full-text retrieval (BM25+, MiniSearch) over the site's passages, grouped by page. */
export class Retriever {
  private readonly search: MiniSearch<Chunk>;
  private readonly byId: Map<string, Chunk>;

  constructor(chunks: Chunk[]) {
    this.byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
    this.search = new MiniSearch<Chunk>({
      idField: 'id',
      fields: ['pageTitle', 'heading', 'tags', 'text'],
      processTerm,
      searchOptions: { boost: { pageTitle: 3, heading: 2.5, tags: 1.5 }, processTerm },
    });
    this.search.addAll(chunks);
  }

  /** The best pages for a query: page score = best passage + 0.1 × the others; up to two passages each. */
  pages(query: string, limit = 3): PageHit[] {
    const own = contentTerms(query);
    const synonymsOnly = new Set(
      expandQuery(own)
        .filter((term) => !own.includes(term))
        .map(stem),
    );
    for (const term of own) synonymsOnly.delete(stem(term));
    const text = [...own, ...synonymsOnly].join(' ');
    if (!text) return [];
    const prior = { ...(ABOUT_US.test(query) ? ABOUT_US_PRIOR : KIND_PRIOR) };
    for (const [kind, pattern] of KIND_HINTS) if (pattern.test(query)) prior[kind] *= 2;
    const options = {
      boostTerm: (term: string) => (synonymsOnly.has(term) ? SYNONYM_WEIGHT : 1),
      boostDocument: (id: string) => prior[this.byId.get(id)!.kind],
      prefix: (term: string, index: number, terms: string[]) => index === terms.length - 1 && term.length > 3,
    };
    let results = this.search.search(text, options);
    if (results.length < 3) results = this.search.search(text, { ...options, fuzzy: 0.2 });
    const pages = new Map<string, PageHit>();
    for (const result of results) {
      const chunk = this.byId.get(result.id)!;
      const path = chunk.url.split('#')[0];
      const page = pages.get(path) ?? { url: path, pageTitle: chunk.pageTitle, score: 0, chunks: [] };
      page.score += page.chunks.length === 0 ? result.score : 0.1 * result.score;
      if (page.chunks.length < 2) page.chunks.push({ chunk, score: result.score });
      pages.set(path, page);
    }
    return [...pages.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  }
}

/**
 * Share of a question's own terms that a passage contains, itself or through a synonym:
 * the answer gate's evidence that the passage is about what was asked.
 */
export function coverage(question: string, chunk: Chunk): number {
  const terms = [...new Set(contentTerms(question))];
  if (terms.length === 0) return 0;
  const words = stemmedWords(`${chunk.pageTitle} ${chunk.heading} ${chunk.tags} ${chunk.text}`);
  const covered = terms.filter((term) => [term, ...expandQuery([term])].some((word) => words.has(stem(word))));
  return covered.length / terms.length;
}
