/** The sentence-embedding model (sentenceEncoder.mjs, plain JavaScript so that the worker thread runs it as is). */
export interface SentenceEncoder {
  /** Whether the model's graph runs synchronously (it gave the library's own vectors at load). */
  readonly synchronous: boolean;
  /** Unit-length vectors for the texts, in order. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

export function loadSentenceEncoder(options?: { synchronous?: boolean }): Promise<SentenceEncoder>;
