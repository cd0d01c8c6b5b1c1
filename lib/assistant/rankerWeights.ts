import type { RankerWeights } from './pageRanker';

/** Fitted on the tuning set by `npm run train:chat` (scripts/train-ranker.ts): do not edit by hand. */
export const RANKER_WEIGHTS: RankerWeights = {
  'score': 19.0549,
  'passageSimilarity': 0.279648,
  'askedSimilarity': -0.487805,
  'wordsShare': 0.117238,
  'named': 0.3031,
  'coverage': 1.04306,
  'titleCoverage': -0.993745,
  'headingCoverage': -0.296967,
  'kind:page': 0.285101,
  'kind:faq': 0.72949,
  'kind:job': 0.208319,
  'kind:case-study': 0.503365,
  'kind:press': 0.37668,
  'aboutUs×own': 0.0372811,
  'aboutUs×article': -0.125213,
  'yesNo×own': 0.266341,
  'where×whole': 0.235207,
  'where×page': 0.271972,
  'caseHint×case-study': 0.277264,
  'jobHint×job': 0.944051,
  'position': -0.000685342,
  'similarityRank': 0.109713,
  'wordsRank': 0.0707352,
  'askedRank': 0.335015,
};
