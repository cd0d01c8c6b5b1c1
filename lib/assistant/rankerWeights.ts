import type { RankerWeights } from './pageRanker';

/** Fitted on the tuning set by `npm run train:chat` (scripts/train-ranker.ts): do not edit by hand. */
export const RANKER_WEIGHTS: RankerWeights = {
  'score': 18.8942,
  'passageSimilarity': 0.392462,
  'askedSimilarity': -0.414231,
  'wordsShare': 0.166179,
  'named': 0.37847,
  'coverage': 0.978525,
  'titleCoverage': -0.96576,
  'headingCoverage': -0.17816,
  'kind:page': 0.296268,
  'kind:faq': 0.629083,
  'kind:job': 0.00354345,
  'kind:case-study': 0.484739,
  'kind:press': 0.476478,
  'aboutUs×own': 0.0336678,
  'aboutUs×article': -0.168183,
  'yesNo×own': 0.257759,
  'where×whole': 0.301874,
  'where×page': 0.210584,
  'caseHint×case-study': 0.263521,
  'jobHint×job': 0.895268,
  'position': 0.00608872,
  'similarityRank': 0.200779,
  'wordsRank': 0.110931,
  'askedRank': 0.390224,
};
