import { devSet } from './devSet';
import { evalSet } from './evalSet';
import { freshTuningSet } from './freshTuningSet';

/** Everything the answerer may be tuned on: the original set, the fresh batch's tuning half and the development set. */
export const tuningSet = [...evalSet, ...freshTuningSet, ...devSet];
