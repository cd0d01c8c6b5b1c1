// Lighthouse A/B of export directories, interleaved, for one lever at a time:
//   node scripts/bench/compare.mjs <runs> <path,path,...> <dirA> <dirB> [<dirC> ...]
// Each directory is served by this project's server on its own port (from 3310 up).
import { lighthouseInterleaved } from './lighthouse.mjs';
import { pageWeight } from './pageWeight.mjs';
import { startServer } from './server.mjs';

const [runs, paths, ...dirs] = process.argv.slice(2);
const servers = [];
try {
  for (const [index, dir] of dirs.entries()) servers.push(await startServer(3310 + index, { SITE_DIR: dir, DATA_DIR: `.data/compare-${index}` }));
  console.log('| page | export | JS kB | perf | LCP ms | TBT ms | CLS | a11y | BP | SEO |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const path of paths.split(',')) {
    const results = await lighthouseInterleaved(servers.map((server) => server.origin + path), Number(runs));
    for (const [index, lh] of results.entries()) {
      const weight = await pageWeight(servers[index].origin, path);
      console.log(
        `| ${path} | ${dirs[index]} | ${(weight.js / 1024).toFixed(1)} | ${lh.performance.toFixed(2)} | ${lh.lcp.toFixed(0)} | ${lh.tbt.toFixed(0)} | ${lh.cls.toFixed(3)} | ${lh.accessibility.toFixed(2)} | ${lh.bestPractices.toFixed(2)} | ${lh.seo.toFixed(2)} |`,
      );
    }
  }
} finally {
  for (const server of servers) await server.stop();
}
