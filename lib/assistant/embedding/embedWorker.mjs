// A worker thread that turns texts into unit-length sentence embeddings (sentenceEncoder.mjs).
// It runs off the caller's event loop, and its WebAssembly memory, which only grows, goes away
// with the worker. Messages in: { id, texts }; out: { id, vectors } or { id, error }; 'ready' first.
import { parentPort } from 'node:worker_threads';
import { loadSentenceEncoder } from './sentenceEncoder.mjs';

// A batch of a couple of thousand texts overruns the model's WebAssembly table ("table index is
// out of bounds"): larger requests are embedded this many texts at a time.
const MAX_BATCH = 256;

try {
  const encoder = await loadSentenceEncoder();
  parentPort.on('message', async ({ id, texts }) => {
    try {
      const vectors = [];
      for (let start = 0; start < texts.length; start += MAX_BATCH) vectors.push(...(await encoder.embed(texts.slice(start, start + MAX_BATCH))));
      parentPort.postMessage({ id, vectors }, vectors.map((vector) => vector.buffer));
    } catch (error) {
      parentPort.postMessage({ id, error: String(error?.message ?? error) });
    }
  });
  parentPort.postMessage('ready');
} catch (error) {
  parentPort.postMessage({ id: 'init', error: String(error?.message ?? error) });
}
