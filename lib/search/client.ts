import type MiniSearch from 'minisearch';
import { SEARCH_INDEX_URL, SEARCH_OPTIONS, type SearchDocument } from './options';

let loading: Promise<MiniSearch<SearchDocument>> | undefined;

/**
 * Loads MiniSearch and the prebuilt index on first use, once per page load. Neither is part of
 * any page's first load: the site search fetches them when a visitor starts searching.
 */
export function loadSearchIndex(): Promise<MiniSearch<SearchDocument>> {
  loading ??= Promise.all([import('minisearch'), fetch(SEARCH_INDEX_URL)]).then(async ([module, response]) => {
    if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
    return module.default.loadJSON<SearchDocument>(await response.text(), SEARCH_OPTIONS);
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
