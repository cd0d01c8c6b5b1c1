/**
 * Unit vectors laid out in one block of memory, so a query's similarity to every row is one tight
 * loop (brute force: about a microsecond per 512-dimension row on this machine).
 */
export class VectorMatrix {
  private readonly values: Float32Array;
  readonly rows: number;
  private readonly dims: number;

  constructor(vectors: readonly Float32Array[]) {
    this.rows = vectors.length;
    this.dims = vectors[0]?.length ?? 0;
    this.values = new Float32Array(this.rows * this.dims);
    vectors.forEach((vector, row) => this.values.set(vector, row * this.dims));
  }

  /** The cosine similarity of the (unit) query to one row. */
  similarity(query: Float32Array, row: number): number {
    let sum = 0;
    for (let i = 0, offset = row * this.dims; i < this.dims; i += 1) sum += query[i] * this.values[offset + i];
    return sum;
  }

  /** The cosine similarity of the (unit) query to each row, in row order. */
  similarities(query: Float32Array): Float32Array {
    const { values, rows, dims } = this;
    const out = new Float32Array(rows);
    for (let row = 0, offset = 0; row < rows; row += 1, offset += dims) {
      let sum = 0;
      for (let i = 0; i < dims; i += 1) sum += query[i] * values[offset + i];
      out[row] = sum;
    }
    return out;
  }
}

/** Rows by cosine similarity to the query, best first. */
export function nearest(query: Float32Array, matrix: VectorMatrix, limit: number): { index: number; similarity: number }[] {
  const similarities = matrix.similarities(query);
  const order = Array.from({ length: matrix.rows }, (_, index) => index).sort((a, b) => similarities[b] - similarities[a]);
  return order.slice(0, limit).map((index) => ({ index, similarity: similarities[index] }));
}
