import type { RankerWeights } from './pageRanker';

/** Fitted on the tuning set by `npm run train:chat` (scripts/train-ranker.ts): do not edit by hand. */
export const RANKER_WEIGHTS: RankerWeights = {
  'score': 19.1503,
  'passageSimilarity': 0.42627,
  'askedSimilarity': -0.543377,
  'wordsShare': 0.170285,
  'named': 0.438611,
  'coverage': 0.953551,
  'titleCoverage': -1.08962,
  'headingCoverage': -0.158271,
  'kind:page': 0.24189,
  'kind:faq': 0.648089,
  'kind:job': -0.00534387,
  'kind:case-study': 0.37366,
  'kind:press': 0.624438,
  'aboutUs×own': 0.0646187,
  'aboutUs×article': -0.138531,
  'yesNo×own': 0.264745,
  'where×whole': 0.321073,
  'where×page': 0.246174,
  'caseHint×case-study': 0.191812,
  'jobHint×job': 1.12449,
  'position': -0.00827195,
  'similarityRank': 0.159086,
  'wordsRank': 0.151615,
  'askedRank': 0.358551,
};
