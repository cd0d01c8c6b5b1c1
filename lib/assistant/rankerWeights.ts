import type { RankerWeights } from './pageRanker';

/** Fitted on the tuning set by `npm run train:chat` (scripts/train-ranker.ts): do not edit by hand. */
export const RANKER_WEIGHTS: RankerWeights = {
  'score': 17.1693,
  'passageSimilarity': 0.408548,
  'askedSimilarity': -0.3799,
  'wordsShare': 0.199221,
  'named': -0.068061,
  'coverage': 1.29575,
  'titleCoverage': -1.05006,
  'headingCoverage': -0.171477,
  'kind:page': 0.237565,
  'kind:faq': 0.65172,
  'kind:job': 0.159833,
  'kind:case-study': 0.478797,
  'kind:press': 0.418627,
  'aboutUs×own': -0.0437213,
  'aboutUs×article': 0.00940695,
  'yesNo×own': 0.22583,
  'where×whole': 0.243597,
  'where×page': 0.30798,
  'caseHint×case-study': 0.448495,
  'jobHint×job': 0.938122,
  'position': 0.0484123,
  'similarityRank': 0.159755,
  'wordsRank': 0.120828,
  'askedRank': 0.340864,
};
