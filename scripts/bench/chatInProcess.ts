/**
 * In-process figures of the assistant for npm run bench: loading the index and building the
 * search over it, and the answer latency over the evaluation questions (several rounds), as JSON.
 */
import { Answerer } from '@/lib/chat/answerer';
import { loadChatIndex } from '@/server/chat/loadIndex';
import { evalSet } from '@/tests/chat/evalSet';

const rounds = 20;
const started = performance.now();
const index = loadChatIndex();
const loaded = performance.now();
const answerer = new Answerer(index);
const built = performance.now();

const timings: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const item of evalSet) {
    const t0 = performance.now();
    answerer.answer(item.question);
    timings.push(performance.now() - t0);
  }
}
timings.sort((a, b) => a - b);
const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))];
console.log(
  JSON.stringify({
    passages: index.passages.length,
    loadMs: loaded - started,
    buildMs: built - loaded,
    answers: timings.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    heapMb: process.memoryUsage().heapUsed / 2 ** 20,
  }),
);
