/** The candidates of one question: each one's features, and whether it is a right answer. */
export interface RankingGroup {
  features: number[][];
  relevant: boolean[];
}

export interface FitOptions {
  /** L2 penalty on every weight but the first (the ranking the candidates came in, which the model starts from). */
  l2: number;
  iterations?: number;
  learningRate?: number;
}

/**
 * A linear ranking model fitted by listwise softmax cross-entropy (the probability the model
 * gives the right candidates of each question, summed over questions), with Adam. Features are
 * standardised while fitting and the weights returned apply to the raw features. The first
 * feature starts at weight 1 and is not penalised, so the model is the existing ranking plus
 * whatever the other features earn against the penalty.
 */
export function fitRanker(groups: readonly RankingGroup[], { l2, iterations = 1500, learningRate = 0.05 }: FitOptions): number[] {
  const usable = groups.filter((group) => group.relevant.some(Boolean) && group.relevant.some((relevant) => !relevant));
  const dims = usable[0]?.features[0]?.length ?? 0;
  const rows = usable.flatMap((group) => group.features);
  const mean = Array<number>(dims).fill(0);
  const spread = Array<number>(dims).fill(0);
  for (const row of rows) row.forEach((value, j) => (mean[j] += value / rows.length));
  for (const row of rows) row.forEach((value, j) => (spread[j] += (value - mean[j]) ** 2 / rows.length));
  const scale = spread.map((variance) => Math.sqrt(variance) || 1);
  const standard = usable.map((group) => group.features.map((row) => row.map((value, j) => (value - mean[j]) / scale[j])));
  const weights = Array<number>(dims).fill(0);
  weights[0] = 1;
  const [beta1, beta2] = [0.9, 0.999];
  const moment = Array<number>(dims).fill(0);
  const velocity = Array<number>(dims).fill(0);
  for (let step = 1; step <= iterations; step += 1) {
    const gradient = Array<number>(dims).fill(0);
    standard.forEach((group, at) => {
      const scores = group.map((row) => row.reduce((sum, value, j) => sum + value * weights[j], 0));
      const top = Math.max(...scores);
      const exp = scores.map((score) => Math.exp(score - top));
      const total = exp.reduce((sum, value) => sum + value, 0);
      const right = exp.reduce((sum, value, i) => sum + (usable[at].relevant[i] ? value : 0), 0);
      group.forEach((row, i) => {
        const pull = exp[i] / total - (usable[at].relevant[i] ? exp[i] / right : 0);
        row.forEach((value, j) => (gradient[j] += (pull * value) / standard.length));
      });
    });
    for (let j = 1; j < dims; j += 1) gradient[j] += 2 * l2 * weights[j];
    for (let j = 0; j < dims; j += 1) {
      moment[j] = beta1 * moment[j] + (1 - beta1) * gradient[j];
      velocity[j] = beta2 * velocity[j] + (1 - beta2) * gradient[j] ** 2;
      weights[j] -= (learningRate * (moment[j] / (1 - beta1 ** step))) / (Math.sqrt(velocity[j] / (1 - beta2 ** step)) + 1e-8);
    }
  }
  return weights.map((weight, j) => weight / scale[j]);
}
