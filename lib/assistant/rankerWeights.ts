import type { RankerWeights } from './pageRanker';

/** Fitted on the tuning set by `npm run train:chat` (scripts/train-ranker.ts): do not edit by hand. */
export const RANKER_WEIGHTS: RankerWeights = {
  'score': 18.7952,
  'passageSimilarity': 0.298383,
  'askedSimilarity': -0.399841,
  'wordsShare': 0.154325,
  'named': 0.424966,
  'coverage': 1.00671,
  'titleCoverage': -0.94061,
  'headingCoverage': -0.179914,
  'kind:page': 0.289792,
  'kind:faq': 0.627878,
  'kind:job': 0.0430881,
  'kind:case-study': 0.503026,
  'kind:press': 0.506825,
  'aboutUs×own': 0.0427882,
  'aboutUs×article': -0.165968,
  'yesNo×own': 0.266111,
  'where×whole': 0.30102,
  'where×page': 0.210997,
  'caseHint×case-study': 0.251121,
  'jobHint×job': 0.845596,
  'position': 0.0168595,
  'similarityRank': 0.15408,
  'wordsRank': 0.129959,
  'askedRank': 0.388957,
};
