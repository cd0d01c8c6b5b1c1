/**
 * A regression tree, flat: node `i` sends a row left when its feature `feature[i]` is at most
 * `threshold[i]`, else right; a node whose feature is -1 is a leaf worth `value[i]`. Node 0 is the root.
 */
export interface Tree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

/** What one tree gives a row of features. */
export function treeValue(tree: Tree, row: readonly number[]): number {
  let node = 0;
  while (tree.feature[node] >= 0) node = row[tree.feature[node]] <= tree.threshold[node] ? tree.left[node] : tree.right[node];
  return tree.value[node];
}

/** What an ensemble of trees gives a row: the sum of its trees'. */
export const ensembleValue = (trees: readonly Tree[], row: readonly number[]): number => trees.reduce((sum, tree) => sum + treeValue(tree, row), 0);

export interface BoostOptions {
  trees: number;
  depth: number;
  learningRate: number;
  /** Rows a leaf holds at least. */
  minLeaf: number;
  /** L2 penalty on a leaf's value (the denominator's addend in its Newton step). */
  l2: number;
}

/** A feature's values are split at most between this many bins (quantiles of the rows). */
const BINS = 32;

/** Where a feature may split: between its distinct values when few, else at its quantiles. */
function splitPoints(values: Float64Array): number[] {
  const sorted = Float64Array.from(values).sort();
  const distinct = [...new Set(sorted)];
  if (distinct.length <= BINS) return distinct.slice(0, -1).map((value, at) => (value + distinct[at + 1]) / 2);
  const quantiles = Array.from({ length: BINS - 1 }, (_, at) => sorted[Math.floor(((at + 1) * sorted.length) / BINS)]);
  return [...new Set(quantiles)].filter((value) => value < distinct[distinct.length - 1]);
}

/** The first split point a value does not exceed (its bin): the row goes left of every split at that bin or after. */
function binOf(value: number, points: readonly number[]): number {
  let [low, high] = [0, points.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (value <= points[middle]) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Gradient-boosted regression trees fitted to rows' first and second derivatives of a loss that
 * `derivatives` computes from the ensemble's current values (Newton boosting, as XGBoost does):
 * each tree is grown depth first to `depth`, splitting a node where the gain in the loss's
 * second-order approximation is largest, on features binned at their quantiles.
 */
export function boostTrees(rows: readonly (readonly number[])[], derivatives: (values: Float64Array, gradient: Float64Array, hessian: Float64Array) => void, options: BoostOptions): Tree[] {
  const count = rows.length;
  const dims = rows[0]?.length ?? 0;
  const points = Array.from({ length: dims }, (_, j) => splitPoints(Float64Array.from(rows, (row) => row[j])));
  const bins = points.map((featurePoints, j) => Uint8Array.from(rows, (row) => binOf(row[j], featurePoints)));
  const values = new Float64Array(count);
  const gradient = new Float64Array(count);
  const hessian = new Float64Array(count);
  const { depth: maxDepth, learningRate, minLeaf, l2 } = options;
  const trees: Tree[] = [];
  for (let round = 0; round < options.trees; round += 1) {
    derivatives(values, gradient, hessian);
    const tree: Tree = { feature: [], threshold: [], left: [], right: [], value: [] };
    const grow = (members: Int32Array, depth: number): number => {
      const node = tree.feature.length;
      let [sumGradient, sumHessian] = [0, 0];
      for (const row of members) [sumGradient, sumHessian] = [sumGradient + gradient[row], sumHessian + hessian[row]];
      const parentScore = (sumGradient * sumGradient) / (sumHessian + l2);
      let best = { gain: 1e-9, feature: -1, bin: -1 };
      if (depth < maxDepth && members.length >= 2 * minLeaf) {
        for (let j = 0; j < dims; j += 1) {
          const size = points[j].length + 1;
          const [g, h, n] = [new Float64Array(size), new Float64Array(size), new Int32Array(size)];
          for (const row of members) {
            const bin = bins[j][row];
            g[bin] += gradient[row];
            h[bin] += hessian[row];
            n[bin] += 1;
          }
          let [leftGradient, leftHessian, leftCount] = [0, 0, 0];
          for (let bin = 0; bin < size - 1; bin += 1) {
            [leftGradient, leftHessian, leftCount] = [leftGradient + g[bin], leftHessian + h[bin], leftCount + n[bin]];
            if (leftCount < minLeaf || members.length - leftCount < minLeaf) continue;
            const rightGradient = sumGradient - leftGradient;
            const gain = (leftGradient * leftGradient) / (leftHessian + l2) + (rightGradient * rightGradient) / (sumHessian - leftHessian + l2) - parentScore;
            if (gain > best.gain) best = { gain, feature: j, bin };
          }
        }
      }
      tree.feature.push(best.feature);
      tree.threshold.push(best.feature < 0 ? 0 : points[best.feature][best.bin]);
      tree.left.push(-1);
      tree.right.push(-1);
      tree.value.push(best.feature < 0 ? (-learningRate * sumGradient) / (sumHessian + l2) : 0);
      if (best.feature >= 0) {
        const goesLeft = members.filter((row) => bins[best.feature][row] <= best.bin);
        const goesRight = members.filter((row) => bins[best.feature][row] > best.bin);
        tree.left[node] = grow(goesLeft, depth + 1);
        tree.right[node] = grow(goesRight, depth + 1);
      }
      return node;
    };
    grow(Int32Array.from({ length: count }, (_, row) => row), 0);
    rows.forEach((row, at) => (values[at] += treeValue(tree, row)));
    trees.push(tree);
  }
  return trees;
}
