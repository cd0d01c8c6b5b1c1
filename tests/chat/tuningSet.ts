import { evalSet } from './evalSet';
import { freshTuningSet } from './freshTuningSet';

/** Everything the answerer may be tuned on: the original set and the fresh batch's tuning half. */
export const tuningSet = [...evalSet, ...freshTuningSet];
