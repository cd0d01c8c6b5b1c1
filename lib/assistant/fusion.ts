/**
 * Reciprocal rank fusion: each ranking adds weight / (k + rank) to the items it ranks, so an
 * item near the top of either list rises, without comparing BM25 scores to cosine similarities.
 */
export interface Ranking<T> {
  items: T[];
  weight: number;
}

/** The conventional constant: a top rank is worth little more than the next few. */
export const RRF_K = 60;

export function fuseRankings<T>(rankings: Ranking<T>[], k = RRF_K): { item: T; score: number }[] {
  const scores = new Map<T, number>();
  for (const { items, weight } of rankings) {
    items.forEach((item, rank) => scores.set(item, (scores.get(item) ?? 0) + weight / (k + rank + 1)));
  }
  return [...scores].map(([item, score]) => ({ item, score })).sort((a, b) => b.score - a.score);
}
