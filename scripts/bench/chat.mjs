// The assistant's figures for npm run bench: POST /api/chat over HTTP with autocannon at 1 and
// 50 connections (questions from the evaluation set, one session per question), the service's
// memory after the load, and the in-process answer latency and index build time.
import { execFileSync, execSync } from 'node:child_process';
import autocannon from 'autocannon';

function evalQuestions() {
  const script = "import { evalSet } from './tests/chat/evalSet'; console.log(JSON.stringify(evalSet.map((item) => item.question)))";
  return JSON.parse(execFileSync('npx', ['tsx', '-e', script], { encoding: 'utf8' }));
}

async function load(origin, connections, seconds, questions) {
  const requests = questions.map((question, index) => ({
    method: 'POST',
    path: '/api/chat',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId: `bench-session-${String(index).padStart(4, '0')}`, question }),
  }));
  // autocannon's histogram has no p95, so every response time is kept and ranked here.
  const times = [];
  const instance = autocannon({ url: origin, connections, duration: seconds, requests });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { connections, rps: result.requests.average, p50: at(0.5), p95: at(0.95), p99: at(0.99), non2xx: result.non2xx, errors: result.errors };
}

/** Resident memory of the biggest process in the server's process group (the Node service). */
function serviceRssMb(pid) {
  const out = execSync(`ps -o rss= -g ${pid}`, { encoding: 'utf8' });
  return Math.max(...out.split('\n').filter(Boolean).map(Number)) / 1024;
}

export async function chatFigures(server, seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 10)) {
  const questions = evalQuestions();
  const inProcess = JSON.parse(execFileSync('npx', ['tsx', 'scripts/bench/chatInProcess.ts'], { encoding: 'utf8' }).trim().split('\n').pop());
  const http = [];
  for (const connections of [1, 50]) http.push(await load(server.origin, connections, seconds, questions));
  return { inProcess, http, rssMb: serviceRssMb(server.pid) };
}
