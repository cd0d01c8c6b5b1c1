import type { Options } from 'minisearch';
import { STOP_WORDS, termProcessor } from './terms';

export interface SearchDocument {
  /** The page's path, which is also the result's link. */
  id: string;
  kind: 'Article' | 'Case study' | 'Page';
  title: string;
  summary: string;
  tags: string;
  text: string;
}

export type SearchResultFields = Pick<SearchDocument, 'title' | 'kind' | 'summary'>;

/** Dropping stop words and one-letter terms gives a smaller index and sharper ranking. */
const processTerm = termProcessor(STOP_WORDS);

/** One set of options for building the index (at build time) and loading it (in the browser). */
export const SEARCH_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'tags', 'summary', 'text'],
  storeFields: ['title', 'kind', 'summary'],
  processTerm,
  searchOptions: {
    processTerm,
    boost: { title: 3, tags: 2, summary: 1.5 },
    prefix: true,
    fuzzy: 0.2,
  },
};

/** Where the built index is served from; the browser fetches it only once a visitor searches. */
export const SEARCH_INDEX_URL = '/generated/search-index.json';
export const INSIGHTS_INDEX_URL = '/generated/insights-index.json';
