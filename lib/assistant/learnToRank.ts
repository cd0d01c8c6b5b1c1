import { boostTrees, type BoostOptions, type Tree } from './boostedTrees';

/** The candidates of one question: each one's features, and whether it is a right answer. */
export interface RankingGroup {
  features: number[][];
  relevant: boolean[];
}

/**
 * Gradient-boosted trees ranking each question's candidates by a listwise loss (softmax
 * cross-entropy over a question's candidates, the right ones its target: the probability the
 * model gives a question's right candidates, summed over questions); rows
 * are the candidates' features, and a question whose candidates are all right or all wrong teaches nothing.
 */
export function fitBoostedRanker(groups: readonly RankingGroup[], options: BoostOptions): Tree[] {
  const usable = groups.filter((group) => group.relevant.some(Boolean) && group.relevant.some((relevant) => !relevant));
  // Where each question's rows start among all rows.
  const starts: number[] = [];
  usable.reduce((start, group) => (starts.push(start), start + group.features.length), 0);
  if (!usable.length) return [];
  const relevant = usable.flatMap((group) => group.relevant);
  return boostTrees(
    usable.flatMap((group) => group.features),
    (values, gradient, hessian) => {
      usable.forEach((group, at) => {
        const from = starts[at];
        const size = group.features.length;
        let top = -Infinity;
        for (let i = from; i < from + size; i += 1) top = Math.max(top, values[i]);
        let [total, right] = [0, 0];
        for (let i = from; i < from + size; i += 1) {
          const weight = Math.exp(values[i] - top);
          total += weight;
          if (relevant[i]) right += weight;
        }
        for (let i = from; i < from + size; i += 1) {
          const weight = Math.exp(values[i] - top);
          const probability = weight / total;
          gradient[i] = probability - (relevant[i] ? weight / right : 0);
          hessian[i] = Math.max(probability * (1 - probability), 1e-6);
        }
      });
    },
    options,
  );
}
