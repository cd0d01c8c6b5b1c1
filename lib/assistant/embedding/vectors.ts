/** Vectors as the assistant stores and compares them: unit length, so cosine is a dot product. */
export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i] * b[i];
  return sum;
}

export const encodeVector = (vector: Float32Array): string => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64');

/** `length` floats from base64, or null if the text holds another number; a copy, so the floats own aligned memory. */
export function decodeVector(text: string, length: number): Float32Array | null {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.byteLength !== length * 4) return null;
  return new Float32Array(new Uint8Array(bytes).buffer);
}
