// npm run bench — builds, serves through the real server, and prints per template the gzip
// bytes of JS, CSS and HTML before interaction, Lighthouse mobile (median of LH_RUNS, default 3),
// the build time, the search index's size and load time, the assistant's figures
// (HTTP latency and throughput at 1 and 50 connections, in-process latency, index build, memory),
// and POST /api/subscribe at 50 connections on PGlite and on PostgreSQL (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else the local server; skipped with the reason when unreachable), with how many
// acknowledged subscriptions were really stored.
// BENCH_SKIP_BUILD=1 reuses an existing out/; BENCH_ONLY picks parts by name: templates, "chat" for
// the assistant, "subscribe" for the newsletter (with no template named, there is no build, page table
// or search index); BENCH_CHAT_SECONDS and BENCH_SUBSCRIBE_SECONDS set each load run's length
// (default 10); BENCH_PORT the port (default 3210).
import { execSync } from 'node:child_process';
import { chatFigures } from './bench/chat.mjs';
import { lighthouseMobile } from './bench/lighthouse.mjs';
import { pageWeight } from './bench/pageWeight.mjs';
import { searchIndexFigures } from './bench/searchIndex.mjs';
import { startServer } from './bench/server.mjs';
import { subscribeFigures } from './bench/subscribe.mjs';

const TEMPLATES = [
  ['home', '/'],
  ['insights', '/insights/'],
  ['article', '/insights/agentic-ai-in-retail-store-operations/'],
  ['case studies', '/case-studies/'],
  ['case study', '/case-studies/lending-platform-cloud-migration/'],
  ['capability', '/capabilities/devops-service/'],
  ['company page', '/about/'],
  ['search', '/search/'],
  ['contact', '/contact/'],
  ['guide', '/ai-readiness-guide/'],
];
const runs = Number(process.env.LH_RUNS ?? 3);
// BENCH_ONLY="case studies,contact" measures only those templates; "chat,subscribe" only those parts.
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const templates = only ? TEMPLATES.filter(([name]) => only.includes(name)) : TEMPLATES;
const pages = templates.length > 0;
const wants = (part) => !only || only.includes(part);
const port = Number(process.env.BENCH_PORT ?? 3210);
const kb = (bytes) => (bytes / 1024).toFixed(1);

let buildSeconds = 'skipped';
if (pages && !process.env.BENCH_SKIP_BUILD) {
  const started = Date.now();
  execSync('node scripts/build.mjs', { stdio: ['ignore', 'ignore', 'inherit'] });
  buildSeconds = ((Date.now() - started) / 1000).toFixed(1);
}

if (pages || wants('chat')) {
  // Without pages the site is not built: the server runs API only.
  const server = await startServer(port, pages ? {} : { SITE_DIR: '' });
  try {
    if (pages) {
      const rows = [];
      for (const [name, path] of templates) {
        const weight = await pageWeight(server.origin, path);
        const lh = runs > 0 ? await lighthouseMobile(server.origin + path, runs) : null;
        rows.push({ name, path, weight, lh });
        process.stderr.write(`measured ${path}\n`);
      }
      console.log(`\nBuild time: ${buildSeconds} s. Lighthouse mobile, median of ${runs} runs. Sizes are gzip kB as served.\n`);
      console.log('| template | JS kB | CSS kB | HTML kB | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS |');
      console.log('|---|---|---|---|---|---|---|---|---|---|---|');
      for (const { name, path, weight, lh } of rows) {
        const scores = lh
          ? [lh.performance, lh.accessibility, lh.bestPractices, lh.seo].map((score) => score.toFixed(2)).join(' | ') +
            ` | ${lh.lcp.toFixed(0)} | ${lh.tbt.toFixed(0)} | ${lh.cls.toFixed(3)}`
          : '- | - | - | - | - | - | -';
        console.log(`| ${name} ${path} | ${kb(weight.js)} | ${kb(weight.css)} | ${kb(weight.html)} | ${scores} |`);
      }
      const search = await searchIndexFigures(server.origin);
      console.log(
        `\nSearch index: ${kb(search.raw)} kB raw, ${kb(search.gzip)} kB gzip; fetch + load + first query ${search.loadMs.toFixed(1)} ms (median, Node, localhost). ` +
          `Insights listing index: ${kb(search.insightsGzip)} kB gzip.`,
      );
    }
    if (wants('chat')) {
      const chat = await chatFigures(server);
      const ms = (value) => value.toFixed(2);
      console.log(
        `\nAssistant (retrieval mode): ${chat.inProcess.passages} passages; index load ${ms(chat.inProcess.loadMs)} ms + build ${ms(chat.inProcess.buildMs)} ms; ` +
          `in-process answer p50 ${ms(chat.inProcess.p50)} ms, p95 ${ms(chat.inProcess.p95)} ms, p99 ${ms(chat.inProcess.p99)} ms over ${chat.inProcess.answers} answers.`,
      );
      console.log('\n| POST /api/chat | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |');
      console.log('|---|---|---|---|---|---|---|');
      for (const run of chat.http) console.log(`| ${run.connections} connection(s) | ${run.rps.toFixed(0)} | ${run.p50} | ${run.p95} | ${run.p99} | ${run.non2xx} | ${run.errors} |`);
      console.log(`\nService memory after the load: ${chat.rssMb.toFixed(0)} MB RSS.`);
    }
  } finally {
    await server.stop();
  }
}

if (wants('subscribe')) {
  // Each driver gets its own server on the same port, so the one above must be gone first.
  const rows = await subscribeFigures({ port });
  const ms = (value) => value.toFixed(1);
  console.log('\n| POST /api/subscribe, 50 connections | req/s | p50 ms | p95 ms | p99 ms | acknowledged | stored | all stored |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    if (row.skipped) console.log(`| ${row.driver} | skipped | - | - | - | - | - | - |`);
    else console.log(`| ${row.driver} | ${row.rps.toFixed(0)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.acknowledged} | ${row.subscribers} | ${row.allStored ? 'yes' : 'no'} |`);
  }
  console.log('');
  for (const row of rows) {
    if (row.skipped) {
      console.log(`${row.driver} row skipped: ${row.skipped}.`);
      continue;
    }
    console.log(
      `${row.driver}: ${row.sent} requests sent (each a new address), ${row.acknowledged} answered 202, ${row.non2xx} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts; ` +
        `${row.acknowledgedStored} of the acknowledged addresses stored with consent event, token and outbox mail; ` +
        `rows: ${row.subscribers} subscribers, ${row.consentEvents} consent events, ${row.tokens} tokens, ${row.outbox} outbox, ${row.capturedMail} captured mails.`,
    );
  }
}
