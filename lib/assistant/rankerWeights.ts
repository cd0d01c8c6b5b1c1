import type { RankerWeights } from './pageRanker';

/** Fitted on the tuning set by `npm run train:chat` (scripts/train-ranker.ts): do not edit by hand. */
export const RANKER_WEIGHTS: RankerWeights = {
  'score': 19.1551,
  'passageSimilarity': 0.253922,
  'askedSimilarity': -0.448979,
  'wordsShare': 0.138842,
  'named': 0.357412,
  'coverage': 1.03431,
  'titleCoverage': -0.949437,
  'headingCoverage': -0.308151,
  'kind:page': 0.270941,
  'kind:faq': 0.622198,
  'kind:job': 0.0902894,
  'kind:case-study': 0.524407,
  'kind:press': 0.206114,
  'aboutUs×own': 0.0595314,
  'aboutUs×article': -0.145057,
  'yesNo×own': 0.256225,
  'where×whole': 0.244031,
  'where×page': 0.199047,
  'caseHint×case-study': 0.269621,
  'jobHint×job': 0.802166,
  'position': 0.0184678,
  'similarityRank': 0.10887,
  'wordsRank': 0.084067,
  'askedRank': 0.379083,
};
