import { boostTrees, type BoostOptions, type Tree } from './boostedTrees';

/** The candidates of one question: each one's features, and whether it is a right answer. */
export interface RankingGroup {
  features: number[][];
  relevant: boolean[];
}

/**
 * Gradient-boosted trees ranking each question's candidates by a listwise loss: softmax
 * cross-entropy over a question's candidates, its right ones the target (the probability the model
 * gives them, summed over questions). Rows are the candidates' features; a question whose
 * candidates are all right or all wrong teaches nothing.
 */
export function fitBoostedRanker(groups: readonly RankingGroup[], options: BoostOptions): Tree[] {
  const usable = groups.filter((group) => group.relevant.some(Boolean) && group.relevant.some((relevant) => !relevant));
  if (!usable.length) return [];
  const relevant = usable.flatMap((group) => group.relevant);
  return boostTrees(
    usable.flatMap((group) => group.features),
    (values, gradient, hessian) => {
      let from = 0;
      for (const group of usable) {
        const to = from + group.features.length;
        const top = Math.max(...values.subarray(from, to));
        const weights = Array.from(values.subarray(from, to), (value) => Math.exp(value - top));
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        const right = weights.reduce((sum, weight, at) => sum + (relevant[from + at] ? weight : 0), 0);
        weights.forEach((weight, at) => {
          const probability = weight / total;
          gradient[from + at] = probability - (relevant[from + at] ? weight / right : 0);
          hessian[from + at] = Math.max(probability * (1 - probability), 1e-6);
        });
        from = to;
      }
    },
    options,
  );
}
