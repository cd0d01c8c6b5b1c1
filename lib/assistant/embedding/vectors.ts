/** Vectors as the assistant stores and compares them: unit length, so cosine is a dot product. */
export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i] * b[i];
  return sum;
}

export const encodeVector = (vector: Float32Array): string => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64');

/** A copy, so the vector owns aligned memory whatever buffer the text was decoded into. */
export function decodeVector(text: string, dims: number): Float32Array | null {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.byteLength !== dims * 4) return null;
  return new Float32Array(new Uint8Array(bytes).buffer);
}
