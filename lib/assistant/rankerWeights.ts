import type { RankerWeights } from './pageRanker';

/** Fitted on the tuning set by `npm run train:chat` (scripts/train-ranker.ts): do not edit by hand. */
export const RANKER_WEIGHTS: RankerWeights = {
  'score': 16.348,
  'passageSimilarity': 0.30424,
  'askedSimilarity': 1.22093,
  'wordsShare': 0.0671665,
  'coverage': 0.986933,
  'titleCoverage': -0.887003,
  'headingCoverage': 0.054427,
  'kind:page': 0.0562349,
  'kind:faq': 0.417594,
  'kind:job': 0.113578,
  'kind:case-study': 0.381116,
  'kind:press': 0.0596156,
  'aboutUs×own': -0.130995,
  'aboutUs×article': 0.08428,
  'yesNo×own': -0.0472141,
  'where×whole': 0.0886365,
  'where×page': 0.107893,
  'caseHint×case-study': 0.458378,
  'jobHint×job': 0.365155,
  'position': 0.0460557,
  'similarityRank': 0.307005,
  'wordsRank': -0.0607377,
  'askedRank': 0.977103,
};
