import { ColumnMatrix } from './vectorMath';

/**
 * Unit vectors laid out in one block of memory, so a query's similarity to every row is one product
 * (brute force): on the WebAssembly backend once loadVectorMath() has loaded it, else one tight
 * JavaScript loop (about 1.5 microseconds per 512-dimension row).
 */
export class VectorMatrix {
  private readonly values: Float32Array;
  readonly rows: number;
  private readonly dims: number;
  private columns: ColumnMatrix | null;

  constructor(vectors: readonly Float32Array[]) {
    this.rows = vectors.length;
    this.dims = vectors[0]?.length ?? 0;
    this.values = new Float32Array(this.rows * this.dims);
    vectors.forEach((vector, row) => this.values.set(vector, row * this.dims));
    this.columns = ColumnMatrix.of(this.values, this.rows, this.dims, this);
  }

  /** The cosine similarity of the (unit) query to one row. */
  similarity(query: Float32Array, row: number): number {
    return dot(query, this.values, row * this.dims, this.dims);
  }

  /** The cosine similarity of the (unit) query to each row, in row order. */
  similarities(query: Float32Array): Float32Array {
    this.columns ??= ColumnMatrix.of(this.values, this.rows, this.dims, this);
    if (this.columns) return this.columns.productsWith(query);
    const { values, rows, dims } = this;
    const out = new Float32Array(rows);
    for (let row = 0; row < rows; row += 1) out[row] = dot(query, values, row * dims, dims);
    return out;
  }
}

/**
 * The dot product of the query with `dims` values from `offset`. Four running sums let the CPU
 * overlap the multiplications (a third faster than one sum).
 */
function dot(query: Float32Array, values: Float32Array, offset: number, dims: number): number {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  const fours = dims - (dims % 4);
  for (let i = 0; i < fours; i += 4) {
    a += query[i] * values[offset + i];
    b += query[i + 1] * values[offset + i + 1];
    c += query[i + 2] * values[offset + i + 2];
    d += query[i + 3] * values[offset + i + 3];
  }
  for (let i = fours; i < dims; i += 1) a += query[i] * values[offset + i];
  return a + b + c + d;
}

/** The `limit` highest values, best first, with their index; equal values keep index order. */
export function highest(values: Float32Array, limit: number): { index: number; similarity: number }[] {
  // Only a row above the current last of the best can enter them: most rows cost one comparison, not a place in a full sort.
  const top: { index: number; similarity: number }[] = [];
  if (limit <= 0) return top;
  for (let index = 0; index < values.length; index += 1) {
    const similarity = values[index];
    if (top.length === limit && similarity <= top[limit - 1].similarity) continue;
    let at = top.length;
    while (at > 0 && top[at - 1].similarity < similarity) at -= 1;
    top.splice(at, 0, { index, similarity });
    if (top.length > limit) top.pop();
  }
  return top;
}
