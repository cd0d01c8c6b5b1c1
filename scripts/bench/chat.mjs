// The assistant's figures for npm run bench. Every question asked is distinct (a tuning or
// held-out question with a running number), so no answer cache helps:
// - in-process: question → reply latency, embedding included, and the index and model load times;
// - POST /api/chat at steady open-loop rates, each while a static page is
//   also requested at 20/s, with p50/p95/p99 of both; then the highest rate whose chat p95 stays
//   within 200 ms;
// - the service's memory with the model loaded, after the load.
import { execFileSync, execSync } from 'node:child_process';

function questions() {
  const script =
    "import { tuningSet } from './tests/chat/tuningSet'; import { heldOutSet } from './tests/chat/heldOutSet'; console.log(JSON.stringify([...new Set([...tuningSet, ...heldOutSet].map((item) => item.question))]))";
  return JSON.parse(execFileSync('npx', ['tsx', '-e', script], { encoding: 'utf8' }).trim().split('\n').pop());
}

function ranked(times) {
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? NaN;
  return { count: times.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * An open-loop run: one request every 1000/rate ms whatever the earlier ones are doing (a steady
 * arrival rate, as visitors arrive; autocannon's overallRate sends each second's requests in a burst).
 */
async function openLoop(rate, seconds, request) {
  const times = [];
  let non2xx = 0;
  let errors = 0;
  const pending = [];
  const started = performance.now();
  for (let sent = 0; sent < rate * seconds; sent += 1) {
    const due = started + (sent * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const t0 = performance.now();
    pending.push(
      request(sent).then(
        async (response) => {
          await response.arrayBuffer();
          times.push(performance.now() - t0);
          if (response.status >= 300) non2xx += 1;
        },
        () => (errors += 1),
      ),
    );
  }
  await Promise.all(pending);
  return { ...ranked(times), rps: times.length / seconds, non2xx, errors };
}

let asked = 0;
function chatAt(origin, rate, seconds, pool) {
  return openLoop(rate, seconds, () => {
    asked += 1;
    const question = `${pool[asked % pool.length]} ${asked}`.slice(0, 1000);
    return fetch(`${origin}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: `bench-session-${String(asked).padStart(6, '0')}`, question }),
    });
  });
}

const pageAt = (origin, rate, seconds) => openLoop(rate, seconds, () => fetch(`${origin}/insights/`, { headers: { 'accept-encoding': 'br' } }));

/** Resident memory of the biggest process in the server's process group (the Node service). */
function serviceRssMb(pid) {
  const out = execSync(`ps -o rss= -g ${pid}`, { encoding: 'utf8' });
  return Math.max(...out.split('\n').filter(Boolean).map(Number)) / 1024;
}

export async function chatFigures(server, seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 10)) {
  const pool = questions();
  const inProcess = JSON.parse(execFileSync('npx', ['tsx', 'scripts/bench/chatInProcess.ts'], { encoding: 'utf8' }).trim().split('\n').pop());
  // Warm-up: the model's first queries are slower.
  await chatAt(server.origin, 10, 2, pool);
  const rates = [];
  let highest = null;
  for (const rate of [20, 40, 60, 80, 100, 130, 160]) {
    const [chat, page] = await Promise.all([chatAt(server.origin, rate, seconds, pool), pageAt(server.origin, 20, seconds)]);
    rates.push({ rate, chat, page });
    if (chat.p95 <= 200 && chat.non2xx === 0 && chat.errors === 0) highest = rate;
    else break;
  }
  return { inProcess, rates, highest, rssMb: serviceRssMb(server.pid) };
}
