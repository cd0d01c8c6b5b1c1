/**
 * npm run train:chat — what the assistant learns from the tuning set. First the questions of its
 * learned batches (learnedBatches) asked on their own (answerable ones with their page,
 * unanswerable and off-topic ones without),
 * written to lib/assistant/learnedQuestions.json (when they changed, run npm run generate to
 * embed them, then this again). Then the page ranker (lib/assistant/pageRanker.ts),
 * gradient-boosted trees fitted on the tuning set, written to lib/assistant/rankerModel.json. Before fitting
 * on the whole set it reports, batch by batch, hit@1 and hit@3 of a model fitted on the other
 * batches (leave one batch out), against retrieval's own order: how the ranker does on questions
 * from writers it has not seen. Each batch is read with the other batches' learned questions only.
 * The held-out sets are never evaluated here: their questions are read only to leave out of what
 * is learned any tuning question worded like one of them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Answerer } from '@/lib/assistant/answerer';
import { Embedder } from '@/lib/assistant/embedding/embedder';
import type { BoostOptions } from '@/lib/assistant/boostedTrees';
import { fitBoostedRanker, type RankingGroup } from '@/lib/assistant/learnToRank';
import { RANKING_FEATURE_NAMES, rankingContext, rankingRows, type RankerModel } from '@/lib/assistant/pageRanker';
import { loadChatIndex, loadChatVectors } from '@/server/chat/loadIndex';
import { evaluate, preparedInSession, type EvalReport } from '@/tests/chat/evaluate';
import type { EvalCase } from '@/tests/chat/evalSet';
import { learnedBatches, tuningBatches } from '@/tests/chat/tuningSet';
import { allHeldOutCases } from '@/tests/chat/heldOutSets';
import { learnableQuestions, withoutLearned } from '@/tests/chat/learnedFolds';

const LEARNED_FILE = join(process.cwd(), 'lib/assistant/learnedQuestions.json');

/**
 * The ranker's trees. Left one batch out, the right page led the six candidates for 0.924 of the
 * tuning questions with these (the linear model before them: 0.907; 200 trees of depth 4 at 0.05:
 * 0.926, in three times the fitting time), before the nearest questions' votes were features.
 */
const BOOSTING: BoostOptions = { trees: 100, depth: 3, learningRate: 0.1, minLeaf: 20, l2: 1 };

/** A tuning batch, the index and vectors without its own learned questions, and its ranking groups read from them. */
type Batch = { name: string; cases: EvalCase[]; folded: ReturnType<typeof withoutLearned>; groups: RankingGroup[] };

/** The learned questions as the file lists them: one a line, so a change reads as a diff. */
const learnedFileText = (questions: ReturnType<typeof learnableQuestions>) => `[\n${questions.map((question) => `  ${JSON.stringify(question)}`).join(',\n')}\n]\n`;

/** Each searched answerable question of a batch: its candidate pages' features, and which are right. */
async function groupsOf(cases: EvalCase[], answerer: Answerer, embedder: Embedder): Promise<RankingGroup[]> {
  const { prepared, queryVectors } = await preparedInSession(answerer, cases, (questions) => embedder.embed(questions.map((item) => item.meaningText)));
  return cases.flatMap((item, position): RankingGroup[] => {
    const question = prepared[position];
    if (!['answerable', 'follow-up'].includes(item.kind) || !item.expect.length || answerer.answerWithoutSearch(question)) return [];
    const retrieval = answerer.candidates(question, queryVectors[position]);
    const context = rankingContext(question.query, question.question, retrieval, answerer.retriever, question.earlierPages);
    return [{ features: rankingRows(retrieval.pages, context), relevant: retrieval.pages.map((page) => item.expect.includes(page.url)) }];
  });
}

const fitted = (groups: RankingGroup[]): RankerModel => ({ features: RANKING_FEATURE_NAMES, trees: fitBoostedRanker(groups, BOOSTING) });
/** Six significant digits are plenty for a split or a leaf, and keep the file small. */
const rounded = (key: string, value: unknown) => (typeof value === 'number' ? Number(value.toPrecision(6)) : value);
const figures = (report: EvalReport) => `${report.hitAt1.toFixed(3)} / ${report.hitAt3.toFixed(3)}`;

async function main() {
  const learned = learnedFileText(learnableQuestions(learnedBatches, allHeldOutCases));
  if (readFileSync(LEARNED_FILE, 'utf8') !== learned) {
    writeFileSync(LEARNED_FILE, learned);
    console.log('Wrote lib/assistant/learnedQuestions.json: run npm run generate, then npm run train:chat again to fit the ranker.');
    return;
  }
  const index = loadChatIndex();
  const vectors = loadChatVectors(index);
  if (!vectors) throw new Error('No passage vectors for this index: run npm run generate first.');
  const embedder = new Embedder();
  try {
    await embedder.ready;
    const batches: Batch[] = [];
    for (const [name, cases] of Object.entries(tuningBatches)) {
      const folded = withoutLearned(index, vectors, cases);
      batches.push({ name, cases, folded, groups: await groupsOf(cases, new Answerer(folded.index, folded.vectors, 'hybrid', null), embedder) });
    }
    console.log('Left-one-batch-out, hit@1 / hit@3: retrieval order → ranker fitted on the other batches');
    let [before, after, ranked] = [0, 0, 0];
    for (const batch of batches) {
      const ranker = fitted(batches.filter((other) => other !== batch).flatMap((other) => other.groups));
      const { folded } = batch;
      const base = await evaluate(folded.index, batch.cases, { vectors: folded.vectors, embedder, ranker: null });
      const reranked = await evaluate(folded.index, batch.cases, { vectors: folded.vectors, embedder, ranker });
      console.log(`  ${batch.name.padEnd(12)} ${String(base.ranked).padStart(4)} questions  ${figures(base)} → ${figures(reranked)}`);
      [before, after, ranked] = [before + base.hitAt1 * base.ranked, after + reranked.hitAt1 * reranked.ranked, ranked + base.ranked];
    }
    console.log(`  all          ${String(ranked).padStart(4)} questions  hit@1 ${(before / ranked).toFixed(3)} → ${(after / ranked).toFixed(3)}`);
    writeFileSync(join(process.cwd(), 'lib/assistant/rankerModel.json'), `${JSON.stringify(fitted(batches.flatMap((batch) => batch.groups)), rounded)}\n`);
    console.log('Wrote lib/assistant/rankerModel.json');
  } finally {
    await embedder.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
