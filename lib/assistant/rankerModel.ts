import written from './rankerModel.json';
import { RANKING_FEATURE_NAMES, type RankerModel } from './pageRanker';

/**
 * The page ranker as `npm run train:chat` fits it on the tuning set (scripts/train-ranker.ts; do
 * not edit the JSON by hand). Null, so pages keep retrieval's order, when it was fitted on other
 * features than the ranker reads now: its trees would read the wrong values.
 */
export const RANKER_MODEL: RankerModel | null = written.features.join() === RANKING_FEATURE_NAMES.join() ? written : null;
