import { dot } from './vectors';

/** Passages by cosine similarity to the query, best first (brute force: ~1,200 × 512 is well under a millisecond). */
export function nearest(query: Float32Array, vectors: Float32Array[], limit: number): { index: number; similarity: number }[] {
  const scored = vectors.map((vector, index) => ({ index, similarity: dot(query, vector) }));
  return scored.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
}
