import { describe, expect, it } from 'vitest';
import type { Chunk, ChunkKind } from '@/lib/assistant/chunks';
import { ensembleValue, treeValue, type Tree } from '@/lib/assistant/boostedTrees';
import { fitBoostedRanker, type RankingGroup } from '@/lib/assistant/learnToRank';
import { comparedWithOthers, FEATURE_NAMES, pageFeatures, RANKING_FEATURE_NAMES, rankingContext, rerank, type RankerModel } from '@/lib/assistant/pageRanker';
import { RANKER_MODEL } from '@/lib/assistant/rankerModel';
import type { PageHit, Retrieval, Retriever } from '@/lib/assistant/retriever';

const chunk = (url: string, kind: ChunkKind, text = 'Some words about the work.'): Chunk => ({ id: url, url, kind, pageTitle: url, heading: url, text, tags: '' });
const page = (url: string, kind: ChunkKind, score: number, text?: string): PageHit => {
  const scored = { chunk: chunk(url, kind, text), score, lexical: 10 * score, similarity: score, passageSimilarity: score };
  return { url, pageTitle: url, score, chunks: [scored], best: scored, askedSimilarity: null, nearestAskedShare: 0, nearestAskedCloseness: 0, named: false };
};
const context = (query: string, question = query, earlierPages: string[] = []) => {
  const found: Retrieval = { pages: [], bestLexical: { chunk: chunk('/x/', 'page'), score: 10 }, bestSimilarity: null, bestAsked: null, bestAnswered: null, bestUnanswered: null, bestOutOfScope: null };
  return rankingContext(query, question, found, { coverage: () => 0.5 } as unknown as Retriever, earlierPages);
};
/** A ranker of one tree that scores a page 1 when `feature` exceeds `above`, else 0. */
const splitOn = (feature: string, above: number): RankerModel => ({
  features: RANKING_FEATURE_NAMES,
  trees: [{ feature: [RANKING_FEATURE_NAMES.indexOf(feature), -1, -1], threshold: [above, 0, 0], left: [1, -1, -1], right: [2, -1, -1], value: [0, 0, 1] }],
});

describe('the page ranker', () => {
  const pages = [page('/insights/a/', 'article', 0.62), page('/faq/', 'faq', 0.6), page('/careers/', 'page', 0.55)];

  it('keeps retrieval order without a ranker', () => {
    expect(rerank(pages, context('do you offer fixed-price projects?'), null)).toEqual(pages);
  });

  it('orders pages by what its trees give them, pages scored alike in retrieval order', () => {
    const reordered = rerank(pages, context('do you offer fixed-price projects?'), splitOn('kind:faq', 0.5));
    expect(reordered.map((hit) => hit.url)).toEqual(['/faq/', '/insights/a/', '/careers/']);
    // The careers page counts as a job listing: a question asking for openings lifts it.
    const jobs = rerank(pages, context('any openings for testers?'), splitOn('jobHint×job', 0.5));
    expect(jobs.map((hit) => hit.url)).toEqual(['/careers/', '/insights/a/', '/faq/']);
  });

  it('reads each feature also against the best and the mean of the pages found', () => {
    expect(comparedWithOthers([[1, 4], [3, 2]])).toEqual([[1, 4, -2, 0, -1, 1], [3, 2, 0, -2, 1, -1]]);
    expect(RANKING_FEATURE_NAMES).toHaveLength(3 * FEATURE_NAMES.length);
  });

  it('reads one value per feature, each rank among the pages found', () => {
    const features = pageFeatures(pages, 1, context('do you offer fixed-price projects?'));
    expect(features).toHaveLength(FEATURE_NAMES.length);
    const value = (name: (typeof FEATURE_NAMES)[number]) => features[FEATURE_NAMES.indexOf(name)];
    expect(value('kind:faq')).toBe(1);
    expect(value('aboutUs×own')).toBe(1);
    expect(value('similarityRank')).toBe(1 / 2);
    expect(value('position')).toBe(1 / 2);
    expect(value('earlierLead')).toBe(0);
  });

  it('marks the pages the answer before cited, its lead apart, and whether the question borrowed from it', () => {
    const valueOf = (at: number, name: (typeof FEATURE_NAMES)[number], query: string, question: string) => pageFeatures(pages, at, context(query, question, ['/faq/', '/careers/']))[FEATURE_NAMES.indexOf(name)];
    expect([0, 1, 2].map((at) => valueOf(at, 'earlierLead', 'is it paid?', 'is it paid?'))).toEqual([0, 1, 0]);
    expect([0, 1, 2].map((at) => valueOf(at, 'earlierSource', 'is it paid?', 'is it paid?'))).toEqual([0, 1, 1]);
    expect(valueOf(1, 'earlierLead×borrows', 'is it paid?', 'is it paid?')).toBe(0);
    expect(valueOf(1, 'earlierLead×borrows', 'is it paid? internship', 'is it paid?')).toBe(1);
    // A conversation's first question has no earlier pages.
    expect(pageFeatures(pages, 1, context('is it paid?'))[FEATURE_NAMES.indexOf('earlierSource')]).toBe(0);
  });

  it('reads the nearest questions\' votes for a question asked on its own, not for one that borrows an earlier question\'s terms', () => {
    const voted = [{ ...pages[0], nearestAskedShare: 0.3, nearestAskedCloseness: 1.8 }, ...pages.slice(1)];
    const valuesOf = (query: string, question: string) => (['nearestAskedShare', 'nearestAskedCloseness'] as const).map((name) => pageFeatures(voted, 0, context(query, question))[FEATURE_NAMES.indexOf(name)]);
    expect(valuesOf('is it paid?', 'is it paid?')).toEqual([0.3, 1.8]);
    expect(valuesOf('is it paid? internship', 'is it paid?')).toEqual([0, 0]);
  });
});

describe('boosted trees', () => {
  // Feature 0 at most 0.5 goes left (1), else right, where feature 1 at most 2 gives 2, else 3.
  const tree: Tree = { feature: [0, -1, 1, -1, -1], threshold: [0.5, 0, 2, 0, 0], left: [1, -1, 3, -1, -1], right: [2, -1, 4, -1, -1], value: [0, 1, 0, 2, 3] };

  it('sends a row left when its feature is at most the threshold, and sums its trees', () => {
    expect([[0.5, 9], [0.6, 2], [0.6, 2.1]].map((row) => treeValue(tree, row))).toEqual([1, 2, 3]);
    expect(ensembleValue([tree, tree], [0.6, 2.1])).toBe(6);
    expect(ensembleValue([], [0.6, 2.1])).toBe(0);
  });
});

describe('fitting the ranker', () => {
  // Each question has four candidates; the right one has the second feature set, and the first
  // (retrieval's score) and the third put it anywhere.
  const groups: RankingGroup[] = Array.from({ length: 60 }, (_, question) => {
    const right = question % 4;
    const features = [0, 1, 2, 3].map((candidate) => [((candidate + question) % 4) / 4, candidate === right ? 1 : 0, (candidate * 7 + question) % 3]);
    return { features, relevant: features.map((_, candidate) => candidate === right) };
  });
  const top = (trees: Tree[], group: RankingGroup) => {
    const scores = group.features.map((row) => ensembleValue(trees, row));
    return scores.indexOf(Math.max(...scores));
  };
  const options = { trees: 20, depth: 2, learningRate: 0.3, minLeaf: 5, l2: 1 };

  it('learns the feature that marks the right candidate', () => {
    const trees = fitBoostedRanker(groups, options);
    expect(groups.every((group) => group.relevant[top(trees, group)])).toBe(true);
    expect(trees[0].feature[0]).toBe(1);
  });

  it('learns nothing from questions whose candidates are all right or all wrong', () => {
    const uninformative = groups.map((group) => ({ ...group, relevant: group.relevant.map(() => group.relevant[0]) }));
    expect(fitBoostedRanker(uninformative, options)).toEqual([]);
  });

  it('keeps every leaf near nothing under a heavy penalty', () => {
    const trees = fitBoostedRanker(groups, { ...options, l2: 1e9 });
    expect(trees.flatMap((tree) => tree.value).every((value) => Math.abs(value) < 1e-6)).toBe(true);
  });

  it('ships a ranker fitted on the features it reads now', () => {
    expect(RANKER_MODEL).not.toBeNull();
    expect(RANKER_MODEL!.trees.length).toBeGreaterThan(0);
  });
});
