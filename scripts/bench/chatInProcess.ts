/**
 * In-process figures of the assistant for npm run bench, as JSON: loading the index and its
 * vectors, building the search, starting the embedding worker and the vector math, and the answer latency of distinct
 * questions (each asked once, so no cache helps), from the question to the reply, embedding included.
 */
import { Answerer } from '@/lib/assistant/answerer';
import { Embedder } from '@/lib/assistant/embedding/embedder';
import { loadVectorMath } from '@/lib/assistant/embedding/vectorMath';
import { loadChatIndex, loadChatVectors } from '@/server/chat/loadIndex';
import { heldOutSet } from '@/tests/chat/heldOutSet';
import { tuningSet } from '@/tests/chat/tuningSet';

async function main() {
  const started = performance.now();
  const index = loadChatIndex();
  const vectors = loadChatVectors(index);
  const loaded = performance.now();
  const answerer = new Answerer(index, vectors);
  const built = performance.now();
  const embedder = new Embedder();
  // The service scores questions on the model's WebAssembly runtime too.
  const [, vectorMath] = await Promise.all([embedder.ready, loadVectorMath()]);
  if (!vectorMath) throw new Error('WebAssembly vector math did not load');
  const modelReady = performance.now();

  const questions = [...new Set([...tuningSet, ...heldOutSet].map((item) => item.question))];
  const timings: number[] = [];
  for (const question of questions) {
    const t0 = performance.now();
    const prepared = answerer.prepare(question);
    if (!answerer.answerWithoutSearch(prepared)) await answerer.answerBySearchWhileEmbedding(prepared, async (text) => (await embedder.embed([text]))[0]);
    timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))];
  console.log(
    JSON.stringify({
      passages: index.passages.length,
      vectors: vectors?.length ?? 0,
      loadMs: loaded - started,
      buildMs: built - loaded,
      modelLoadMs: modelReady - built,
      answers: timings.length,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      rssMb: process.memoryUsage().rss / 2 ** 20,
      heapMb: process.memoryUsage().heapUsed / 2 ** 20,
    }),
  );
  await embedder.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
