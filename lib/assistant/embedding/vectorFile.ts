import { EMBEDDING_DIMS, EMBEDDING_MODEL } from './embedder';
import { decodeVector, encodeVector } from './vectors';

/** generated/chat-vectors.json: every passage's vector, in the index's passage order. */
export interface VectorFile {
  model: string;
  dims: number;
  /** The version of the texts the vectors embed (embeddedTextsVersion). */
  version: string;
  count: number;
  /** All vectors, float32 little-endian, back to back, base64. */
  data: string;
}

export function packVectors(vectors: Float32Array[], version: string): VectorFile {
  const all = new Float32Array(vectors.length * EMBEDDING_DIMS);
  vectors.forEach((vector, index) => all.set(vector, index * EMBEDDING_DIMS));
  return { model: EMBEDDING_MODEL, dims: EMBEDDING_DIMS, version, count: vectors.length, data: encodeVector(all) };
}

/** The vectors, or null when the file belongs to another model or other texts. */
export function unpackVectors(file: VectorFile, version: string): Float32Array[] | null {
  if (file.model !== EMBEDDING_MODEL || file.dims !== EMBEDDING_DIMS || file.version !== version) return null;
  const all = decodeVector(file.data, file.count * EMBEDDING_DIMS);
  if (!all) return null;
  return Array.from({ length: file.count }, (_, index) => all.subarray(index * EMBEDDING_DIMS, (index + 1) * EMBEDDING_DIMS));
}
