import type { Options } from 'minisearch';

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

const STOP_WORDS = new Set(
  'a an and are as at be but by can do for from has have how in into is it its not of on or our so than that the their them then there these they this to up was we were what when which while who will with you your'.split(' '),
);

/** Lower-cases and drops stop words and one-letter terms: a smaller index and sharper ranking. */
const processTerm = (term: string) => {
  const word = term.toLowerCase();
  return word.length > 1 && !STOP_WORDS.has(word) ? word : null;
};

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
