// Vectors as the assistant stores them: unit length, so cosine is a dot product (nearest.ts compares them).

export const encodeVector = (vector: Float32Array): string => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64');

/** `length` floats from base64, or null if the text holds another number; a copy, so the floats own aligned memory. */
export function decodeVector(text: string, length: number): Float32Array | null {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.byteLength !== length * 4) return null;
  return new Float32Array(new Uint8Array(bytes).buffer);
}
