import type { IndexedCard } from '@/lib/insights/listing';
import { INSIGHTS_INDEX_URL } from '@/lib/search/options';

let request: Promise<IndexedCard[]> | undefined;

/** Fetches the article index once per page load; later calls share the same request. */
export function loadInsightsIndex(): Promise<IndexedCard[]> {
  request ??= fetch(INSIGHTS_INDEX_URL).then((response) => {
    if (!response.ok) throw new Error(`Article index: HTTP ${response.status}`);
    return response.json() as Promise<IndexedCard[]>;
  });
  request.catch(() => {
    request = undefined; // let a retry fetch again
  });
  return request;
}
