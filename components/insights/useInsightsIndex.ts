import { useEffect, useState } from 'react';
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

export type IndexState = { status: 'idle' | 'loading' } | { status: 'ready'; cards: IndexedCard[] } | { status: 'error' };

/** The article index, loaded only once `needed` is true (a filter, a search or a later page). */
export function useInsightsIndex(needed: boolean): [IndexState, () => void] {
  const [state, setState] = useState<IndexState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!needed) return undefined;
    let active = true;
    loadInsightsIndex().then(
      (cards) => active && setState({ status: 'ready', cards }),
      (error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [needed, attempt]);

  const loading = needed && state.status === 'idle' ? { status: 'loading' as const } : state;
  return [loading, () => setAttempt((count) => count + 1)];
}
