import { describe, expect, it } from 'vitest';
import type { Chunk, ChunkKind } from '@/lib/assistant/chunks';
import { fitRanker, type RankingGroup } from '@/lib/assistant/learnToRank';
import { FEATURE_NAMES, pageFeatures, rankingContext, rerank, type RankerWeights } from '@/lib/assistant/pageRanker';
import type { PageHit, Retrieval, Retriever } from '@/lib/assistant/retriever';

const chunk = (url: string, kind: ChunkKind, text = 'Some words about the work.'): Chunk => ({ id: url, url, kind, pageTitle: url, heading: url, text, tags: '' });
const page = (url: string, kind: ChunkKind, score: number, text?: string): PageHit => {
  const scored = { chunk: chunk(url, kind, text), score, lexical: 10 * score, similarity: score, passageSimilarity: score };
  return { url, pageTitle: url, score, chunks: [scored], best: scored, askedSimilarity: null, named: false };
};
const context = (query: string, question = query, earlierPages: string[] = []) => {
  const found: Retrieval = { pages: [], bestLexical: { chunk: chunk('/x/', 'page'), score: 10 }, bestSimilarity: null, bestAsked: null, bestAnswered: null, bestUnanswered: null, bestOutOfScope: null };
  return rankingContext(query, question, found, { coverage: () => 0.5 } as unknown as Retriever, earlierPages);
};
const weights = (values: Partial<RankerWeights>): RankerWeights => ({ ...(Object.fromEntries(FEATURE_NAMES.map((name) => [name, 0])) as RankerWeights), ...values });

describe('the page ranker', () => {
  const pages = [page('/insights/a/', 'article', 0.62), page('/faq/', 'faq', 0.6), page('/careers/', 'page', 0.55)];

  it('keeps retrieval order without weights', () => {
    expect(rerank(pages, context('do you offer fixed-price projects?'), null)).toEqual(pages);
  });

  it('orders pages by the weighted sum of their features', () => {
    const reordered = rerank(pages, context('do you offer fixed-price projects?'), weights({ score: 1, 'kind:faq': 0.1 }));
    expect(reordered.map((hit) => hit.url)).toEqual(['/faq/', '/insights/a/', '/careers/']);
    // The careers page counts as a job listing: a question asking for openings lifts it.
    const jobs = rerank(pages, context('any openings for testers?'), weights({ score: 1, 'jobHint×job': 0.2 }));
    expect(jobs[0].url).toBe('/careers/');
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
});

describe('fitting the ranker', () => {
  // Each question has four candidates; the right one has the second feature set, and the first
  // (retrieval's score) puts it anywhere.
  const groups: RankingGroup[] = Array.from({ length: 60 }, (_, question) => {
    const right = question % 4;
    const features = [0, 1, 2, 3].map((candidate) => [((candidate + question) % 4) / 4, candidate === right ? 1 : 0, (candidate * 7 + question) % 3]);
    return { features, relevant: features.map((_, candidate) => candidate === right) };
  });
  const top = (values: number[], group: RankingGroup) => {
    const scores = group.features.map((row) => row.reduce((sum, feature, at) => sum + feature * values[at], 0));
    return scores.indexOf(Math.max(...scores));
  };

  it('learns the feature that marks the right candidate', () => {
    const fitted = fitRanker(groups, { l2: 0.01, iterations: 300 });
    expect(fitted[1]).toBeGreaterThan(Math.abs(fitted[2]));
    expect(groups.every((group) => group.relevant[top(fitted, group)])).toBe(true);
  });

  it('stays with retrieval’s order when the penalty forbids moving away from it', () => {
    const fitted = fitRanker(groups, { l2: 1000, iterations: 300 });
    expect(Math.abs(fitted[1])).toBeLessThan(0.01 * Math.abs(fitted[0]));
  });
});
