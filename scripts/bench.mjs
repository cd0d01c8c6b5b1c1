// npm run bench — builds, serves through the real server, and prints per template the gzip
// bytes of JS, CSS and HTML before interaction and Lighthouse mobile (median of LH_RUNS, default 3),
// each beside the stack floor (../shared/floor, a bare Next + React + react-bootstrap export built
// and served by the bench) measured in the same run, Lighthouse runs interleaved site/floor, and a
// budget verdict per template; then the build time, the search index's size and load time, the
// assistant's figures (HTTP latency and throughput at 1 and 50 connections, in-process latency,
// index build, memory), and POST /api/subscribe at 50 connections on PGlite and on PostgreSQL
// (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server; skipped with the reason when
// unreachable), with how many acknowledged subscriptions were really stored.
// BENCH_SKIP_BUILD=1 reuses an existing out/; BENCH_BASELINE=<dir> adds the export in <dir> (an
// earlier build, served by this server) to every page comparison; BENCH_ONLY picks parts by name:
// templates, "chat" for the assistant, "subscribe" for the newsletter, "digest" for newsletter issues, "photos" for the
// photo build step (50 new photos, then no change; BENCH_PHOTOS=1 also builds the site with three photo covers), "instances" for one and two
// instances on PostgreSQL + Redis, "crash" for kill -9 under load (with no template named, there
// is no build, page table or search index); BENCH_CHAT_SECONDS and BENCH_SUBSCRIBE_SECONDS set each
// load run's length (default 10); BENCH_PORT the port (default 3210; the floor and baseline use the
// next two).
import { execSync } from 'node:child_process';
import { chatFigures } from './bench/chat.mjs';
import { buildFloor, startFloor } from './bench/floor.mjs';
import { lighthouseInterleaved } from './bench/lighthouse.mjs';
import { pageWeight } from './bench/pageWeight.mjs';
import { searchIndexFigures } from './bench/searchIndex.mjs';
import { startServer } from './bench/server.mjs';
import { crashFigures, instanceFigures } from './bench/instances.mjs';
import { subscribeFigures } from './bench/subscribe.mjs';

// Each template with the floor page it is compared with (the floor has a home page and articles).
const TEMPLATES = [
  ['home', '/'],
  ['insights', '/insights/'],
  ['article', '/insights/agentic-ai-in-retail-store-operations/', '/insights/post-1/'],
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
// BENCH_PHOTOS=1 builds with three camera-sized photos as the newest articles' covers (the browser tests' fixtures).
const withPhotos = process.env.BENCH_PHOTOS === '1';
const photoOverlay = withPhotos ? { CONTENT_OVERLAY: 'generated/e2e-overlay.json' } : {};
if (pages && !process.env.BENCH_SKIP_BUILD) {
  if (withPhotos) execSync('npx tsx tests/e2e/fixtures/photoCovers.ts', { stdio: ['ignore', 'ignore', 'inherit'] });
  const started = Date.now();
  execSync('node scripts/build.mjs', { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...photoOverlay } });
  buildSeconds = ((Date.now() - started) / 1000).toFixed(1);
}

/** The budgets against the floor, measured in the same run. */
function verdict(site, floor) {
  const misses = [];
  if (site.weight.js > floor.weight.js + 10 * 1024) misses.push(`JS ${kb(site.weight.js - floor.weight.js)} kB over the floor`);
  if (site.lh && floor.lh) {
    if (site.lh.performance < floor.lh.performance) misses.push('perf under the floor');
    if (site.lh.performance < 0.97) misses.push('perf < 0.97');
    if (site.lh.tbt > 150) misses.push('TBT > 150 ms');
    if (site.lh.accessibility < 1 || site.lh.bestPractices < 1 || site.lh.seo < 1) misses.push('a11y/BP/SEO < 1');
    if (site.lh.cls > 0) misses.push('CLS > 0');
  }
  return misses.length ? `over: ${misses.join(', ')}` : 'within';
}

function row(label, { weight, lh }) {
  const scores = lh
    ? [lh.performance, lh.accessibility, lh.bestPractices, lh.seo].map((score) => score.toFixed(2)).join(' | ') +
      ` | ${lh.lcp.toFixed(0)} | ${lh.tbt.toFixed(0)} | ${lh.cls.toFixed(3)}`
    : '- | - | - | - | - | - | -';
  return `| ${label} | ${kb(weight.js)} | ${kb(weight.css)} | ${kb(weight.html)} | ${scores} |`;
}

if (pages || wants('chat')) {
  // Without pages the site is not built: the server runs API only.
  const server = await startServer(port, pages ? {} : { SITE_DIR: '' });
  const extras = [];
  try {
    if (pages) {
      const floorOut = buildFloor();
      if (!floorOut) console.log('\nThe floor (../shared/floor) is missing: pages are measured without it.');
      const floor = floorOut ? await startFloor(floorOut, port + 1) : null;
      if (floor) extras.push(floor);
      const baseline = process.env.BENCH_BASELINE
        ? await startServer(port + 2, { SITE_DIR: process.env.BENCH_BASELINE, DATA_DIR: '.data/bench-baseline' })
        : null;
      if (baseline) extras.push(baseline);
      const sites = [['site', server.origin], ...(baseline ? [['baseline', baseline.origin]] : []), ...(floor ? [['floor', floor.origin]] : [])];

      const rows = [];
      for (const [name, path, floorPath = '/'] of templates) {
        const urls = sites.map(([label, origin]) => origin + (label === 'floor' ? floorPath : path));
        const weights = await Promise.all(urls.map((url) => pageWeight(new URL(url).origin, new URL(url).pathname)));
        const lh = runs > 0 ? await lighthouseInterleaved(urls, runs) : urls.map(() => null);
        rows.push({ name, path, floorPath, measured: sites.map(([label], index) => ({ label, weight: weights[index], lh: lh[index] })) });
        process.stderr.write(`measured ${path}\n`);
      }
      console.log(`\nBuild time: ${buildSeconds} s. Lighthouse mobile, median of ${runs} runs interleaved between the sites. Sizes are gzip kB as served.\n`);
      console.log('| template | JS kB | CSS kB | HTML kB | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS |');
      console.log('|---|---|---|---|---|---|---|---|---|---|---|');
      for (const { name, path, floorPath, measured } of rows) {
        for (const entry of measured) console.log(row(entry.label === 'site' ? `${name} ${path}` : `↳ ${entry.label} ${entry.label === 'floor' ? floorPath : path}`, entry));
      }
      const indexes = rows.flatMap((entry) => entry.measured.map((site) => site.lh?.benchmarkIndex)).filter(Number.isFinite);
      if (indexes.length) {
        console.log(
          `\nLighthouse benchmark index of this machine (median per page): ${Math.min(...indexes).toFixed(0)} to ${Math.max(...indexes).toFixed(0)}. ` +
            'Lighthouse multiplies what this CPU does by its simulated 4x slowdown, so absolute TBT and perf follow the machine; the comparison with the floor, measured alongside, does not.',
        );
      }
      const floorRows = rows.filter((entry) => entry.measured.some((site) => site.label === 'floor'));
      if (floorRows.length) {
        console.log('\nBudgets (JS ≤ floor + 10 kB; perf ≥ floor and ≥ 0.97; TBT ≤ 150 ms; a11y, BP, SEO 1.00; CLS 0):');
        for (const { name, measured } of floorRows) {
          const by = Object.fromEntries(measured.map((entry) => [entry.label, entry]));
          console.log(`- ${name}: ${verdict(by.site, by.floor)}`);
        }
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
        `\nAssistant: ${chat.inProcess.passages} passages, ${chat.inProcess.vectors} vectors; index load ${ms(chat.inProcess.loadMs)} ms + build ${ms(chat.inProcess.buildMs)} ms; model load ${ms(chat.inProcess.modelLoadMs)} ms; ` +
          `in-process answer (embedding included, distinct questions) p50 ${ms(chat.inProcess.p50)} ms, p95 ${ms(chat.inProcess.p95)} ms, p99 ${ms(chat.inProcess.p99)} ms over ${chat.inProcess.answers} answers.`,
      );
      console.log('\n| open-loop rate | chat req/s | chat p50 ms | chat p95 ms | chat p99 ms | non-2xx | errors | /insights/ p50 ms | p95 ms |');
      console.log('|---|---|---|---|---|---|---|---|---|');
      for (const { rate, chat: c, page } of chat.rates) console.log(`| ${rate}/s | ${c.rps.toFixed(0)} | ${c.p50.toFixed(1)} | ${c.p95.toFixed(1)} | ${c.p99.toFixed(1)} | ${c.non2xx} | ${c.errors} | ${page.p50.toFixed(1)} | ${page.p95.toFixed(1)} |`);
      console.log(`\nHighest tried rate with chat p95 ≤ 200 ms: ${chat.highest ?? 'none'}/s.`);
      console.log(`\nService memory after the load: ${chat.rssMb.toFixed(0)} MB RSS.`);
    }
  } finally {
    for (const extra of extras) await extra.stop();
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

if (wants('photos')) {
  const photos = JSON.parse(execSync('npx tsx scripts/bench/photos.ts', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
  console.log('\n| editors\' photos (4,000 × 3,000 JPEG, card + header) | sources | pictures | made from nothing | again, no change |');
  console.log('|---|---|---|---|---|');
  console.log(`| ${photos.photos} new photos | ${photos.sourceMb.toFixed(0)} MB | ${photos.pictures} | ${photos.coldSeconds.toFixed(1)} s (${photos.made} made) | ${photos.warmSeconds.toFixed(2)} s (${photos.remade} made) |`);
}

if (wants('digest')) {
  const rows = JSON.parse(execSync('npx tsx scripts/bench/digest.ts', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 }));
  console.log('\n| newsletter issue | subscribers | entries | record + queue ms (one transaction) | mails sent to a local SMTP sink | mails/s (one in flight) |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    if (row.skipped) console.log(`| ${row.driver} | skipped: ${row.skipped} | - | - | - | - |`);
    else console.log(`| ${row.driver} | ${row.subscribers} | ${row.entries} | ${row.queueMs.toFixed(0)} | ${row.received} of ${row.queued} in ${row.sendSeconds.toFixed(1)} s | ${row.mailsPerSecond.toFixed(0)} |`);
  }
}

if (wants('instances')) {
  const rows = await instanceFigures({ port });
  console.log('\n| instances on PostgreSQL + Redis | POST /api/subscribe req/s (50 connections in all) | POST /api/chat req/s (20 connections, distinct questions) | non-2xx or errors |');
  console.log('|---|---|---|---|');
  for (const row of rows) {
    if (row.skipped) console.log(`| skipped: ${row.skipped} | - | - | - |`);
    else console.log(`| ${row.instances} | ${row.subscribeRps.toFixed(0)} | ${row.chatRps.toFixed(0)} | ${row.failures} |`);
  }
}

if (wants('crash')) {
  const rows = await crashFigures({ port });
  console.log('\n| kill -9 under subscribe load | acknowledged (202) | stored after restart | confirmation mails kept twice |');
  console.log('|---|---|---|---|');
  for (const row of rows) {
    if (row.skipped) console.log(`| ${row.driver} | skipped: ${row.skipped} | - | - |`);
    else console.log(`| ${row.driver} | ${row.acknowledged} | ${row.stored} | ${row.duplicateMails} (of ${row.capturedMail} kept) |`);
  }
}
