/**
 * npm run eval:chat — runs the assistant's built-in answerer over the tuning set and the eight held-out
 * sets, by words alone, by meaning alone and fused, and prints hit@1, hit@3, link validity,
 * abstention and injection results for each. The tuning set is read batch by batch, each batch
 * without its own learned questions (lib/assistant/learnedQuestions.ts); the page ranker is fitted on
 * the whole tuning set, so npm run train:chat gives the fused ranks leave one batch out. `--verbose` lists the tuning set's misses; the
 * held-out sets' are never listed, so nobody tunes on them by accident; `--tuning` skips them.
 * Link anchors are checked against the export when out/ exists (after npm run build).
 */
import { Embedder } from '@/lib/assistant/embedding/embedder';
import type { RetrievalMode } from '@/lib/assistant/retriever';
import { loadChatIndex, loadChatVectors } from '@/server/chat/loadIndex';
import type { ChatIndex } from '@/lib/assistant/chatIndex';
import { evaluate, summarise, type EvalOptions, type EvalReport } from '@/tests/chat/evaluate';
import type { EvalCase } from '@/tests/chat/evalSet';
import { withoutLearned } from '@/tests/chat/learnedFolds';
import { tuningBatches, tuningSet } from '@/tests/chat/tuningSet';
import { heldOutSet } from '@/tests/chat/heldOutSet';
import { secondHeldOutSet } from '@/tests/chat/secondHeldOutSet';
import { thirdHeldOutSet } from '@/tests/chat/thirdHeldOutSet';
import { fourthHeldOutSet } from '@/tests/chat/fourthHeldOutSet';
import { fifthHeldOutSet } from '@/tests/chat/fifthHeldOutSet';
import { sixthHeldOutSet } from '@/tests/chat/sixthHeldOutSet';
import { seventhHeldOutSet } from '@/tests/chat/seventhHeldOutSet';
import { eighthHeldOutSet } from '@/tests/chat/eighthHeldOutSet';

const verbose = process.argv.includes('--verbose');
/** While tuning: the tuning set alone. */
const tuningOnly = process.argv.includes('--tuning');
const pct = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);

function printMisses(report: EvalReport) {
  for (const { case: item, answer, rank, badLinks, passed } of report.results) {
    const miss = (item.expect.length > 0 && item.kind !== 'injection' && rank !== 1) || badLinks.length > 0 || passed.abstention === false || passed.injection === false;
    if (!miss) continue;
    console.log(`✗ [${item.kind}] ${item.id}: "${item.question}"${item.previous ? ` (after "${item.previous}")` : ''}`);
    const best = answer.pages[0]?.chunks[0];
    console.log(`    got ${answer.mode}: ${answer.sources.map((source) => source.url).join(' | ') || '—'}  rank=${rank ?? '-'}  sim=${best?.similarity?.toFixed(3) ?? '-'} lex=${best?.lexical.toFixed(1) ?? '-'}`);
    if (item.expect.length) console.log(`    expected ${item.expect.join(' | ')}`);
    if (badLinks.length) console.log(`    invalid links: ${badLinks.join(' ')}`);
  }
}

/** The tuning set batch by batch, each read without its own learned questions (so not in sample), its answers summed up together. */
async function evaluateTuning(index: ChatIndex, options: EvalOptions & { vectors: Float32Array[] | null }): Promise<EvalReport> {
  const results = [];
  for (const cases of Object.values(tuningBatches) as EvalCase[][]) {
    const folded = withoutLearned(index, options.vectors, cases);
    results.push(...(await evaluate(folded.index, cases, { ...options, vectors: folded.vectors })).results);
  }
  return summarise(results);
}

const row = (name: string, report: EvalReport) =>
  `  ${name.padEnd(9)} ${pct(report.hitAt1)} ${pct(report.hitAt3)} ${pct(report.correctAbstention)} ${pct(report.falseAbstention)} ${pct(report.linkValidity)} ${pct(report.injectionPass)}   ${report.latencyMs.p95.toFixed(2)} ms`;

async function main() {
  const index = loadChatIndex();
  const vectors = loadChatVectors(index);
  if (!vectors) console.log('No passage vectors for this index (run npm run generate): meaning-based rows fall back to words.');
  const embedder = new Embedder();
  try {
    await embedder.ready;
    for (const [name, cases] of [
      ['Tuning set', tuningSet],
      ['Held-out set', heldOutSet],
      ['Second held-out set', secondHeldOutSet],
      ['Third held-out set', thirdHeldOutSet],
      ['Fourth held-out set', fourthHeldOutSet],
      ['Fifth held-out set', fifthHeldOutSet],
      ['Sixth held-out set', sixthHeldOutSet],
      ['Seventh held-out set', seventhHeldOutSet],
      ['Eighth held-out set', eighthHeldOutSet],
    ] as const) {
      if (tuningOnly && cases !== tuningSet) continue;
      const reports = new Map<RetrievalMode, EvalReport>();
      for (const mode of ['lexical', 'dense', 'hybrid'] as const) {
        reports.set(mode, cases === tuningSet ? await evaluateTuning(index, { vectors, embedder, mode }) : await evaluate(index, cases, { vectors, embedder, mode }));
      }
      const hybrid = reports.get('hybrid')!;
      if (verbose && cases === tuningSet) printMisses(hybrid);
      console.log(`\n${name}: ${hybrid.cases} cases, ${hybrid.ranked} with expected pages`);
      console.log('  mode        hit@1   hit@3 abstain  falseAb   links  inject   answer p95 (in-process, after embedding)');
      for (const [mode, report] of reports) console.log(row(mode, report));
    }
  } finally {
    await embedder.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
