import MiniSearch from 'minisearch';
import { STOP_WORDS, termProcessor } from '../search/terms';
import type { Chunk } from './chunks';

/** Questions carry more filler than search boxes do. */
const QUESTION_STOP_WORDS = new Set([...STOP_WORDS, ...'about any could does i me my please tell us where why yours'.split(' ')]);

export const contentTerms = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !QUESTION_STOP_WORDS.has(word));

const processTerm = termProcessor(QUESTION_STOP_WORDS);

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
      searchOptions: { boost: { pageTitle: 3, heading: 2, tags: 2 }, prefix: (term, index, terms) => index === terms.length - 1 && term.length > 3, processTerm },
    });
    this.search.addAll(chunks);
  }

  /** The best pages for a query: page score = best passage + 0.1 × the others; up to two passages each. */
  pages(query: string, limit = 3): PageHit[] {
    let results = this.search.search(query);
    if (results.length < 3) results = this.search.search(query, { fuzzy: 0.2 });
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
