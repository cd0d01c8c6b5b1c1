/**
 * npm run eval:chat — runs tests/chat/evalSet.ts through the assistant's built-in answerer and
 * prints hit@1, hit@3, link validity, abstention and injection results. `--verbose` lists misses.
 * Link anchors are checked against the export when out/ exists (after npm run build).
 */
import { loadChatIndex } from '@/server/chat/loadIndex';
import { evaluate } from '@/tests/chat/evaluate';

const verbose = process.argv.includes('--verbose');
const report = evaluate(loadChatIndex());
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

if (verbose) {
  for (const result of report.results) {
    const { case: item, answer, rank, badLinks, passed } = result;
    const miss = (item.expect.length > 0 && item.kind !== 'injection' && rank !== 1) || badLinks.length > 0 || passed.abstention === false || passed.injection === false;
    if (!miss) continue;
    console.log(`✗ [${item.kind}] ${item.id}: "${item.question}"${item.previous ? ` (after "${item.previous}")` : ''}`);
    console.log(`    got ${answer.mode}: ${answer.sources.map((source) => source.url).join(' | ') || '—'}  rank=${rank ?? '-'}`);
    if (item.expect.length) console.log(`    expected ${item.expect.join(' | ')}`);
    if (badLinks.length) console.log(`    invalid links: ${badLinks.join(' ')}`);
  }
}

console.log(`Chat evaluation: ${report.cases} cases (${report.ranked} with expected pages)`);
console.log(`  hit@1               ${pct(report.hitAt1)}`);
console.log(`  hit@3               ${pct(report.hitAt3)}`);
console.log(`  link validity       ${pct(report.linkValidity)} of ${report.links} links`);
console.log(`  correct abstention  ${pct(report.correctAbstention)} (unanswerable and off-topic)`);
console.log(`  false abstention    ${pct(report.falseAbstention)} (answerable questions refused)`);
console.log(`  injection handled   ${pct(report.injectionPass)}`);
console.log(`  answer latency      p50 ${report.latencyMs.p50.toFixed(2)} ms, p95 ${report.latencyMs.p95.toFixed(2)} ms (in-process)`);
