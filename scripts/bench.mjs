// npm run bench — builds, serves through the real server, and prints per template the gzip
// bytes of JS, CSS and HTML before interaction, Lighthouse mobile (median of LH_RUNS, default 3),
// the build time, and the search index's size and load time.
// BENCH_SKIP_BUILD=1 reuses an existing out/; BENCH_ONLY picks templates by name.
import { execSync } from 'node:child_process';
import { lighthouseMobile } from './bench/lighthouse.mjs';
import { pageWeight } from './bench/pageWeight.mjs';
import { searchIndexFigures } from './bench/searchIndex.mjs';
import { startServer } from './bench/server.mjs';

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
];
const runs = Number(process.env.LH_RUNS ?? 3);
// BENCH_ONLY="case studies,contact" measures only those templates.
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const templates = only ? TEMPLATES.filter(([name]) => only.includes(name)) : TEMPLATES;
const kb = (bytes) => (bytes / 1024).toFixed(1);

let buildSeconds = 'skipped';
if (!process.env.BENCH_SKIP_BUILD) {
  const started = Date.now();
  execSync('node scripts/build.mjs', { stdio: ['ignore', 'ignore', 'inherit'] });
  buildSeconds = ((Date.now() - started) / 1000).toFixed(1);
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 3210));
try {
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
} finally {
  server.stop();
}
