import { devSet } from './devSet';
import { evalSet } from './evalSet';
import { freshTuningSet } from './freshTuningSet';
import { secondTuningSet } from './secondTuningSet';
import { thirdTuningSet } from './thirdTuningSet';
import { fourthTuningSet } from './fourthTuningSet';
import { fifthTuningSet } from './fifthTuningSet';
import { sixthTuningSet } from './sixthTuningSet';
import { seventhTuningSet } from './seventhTuningSet';
import { eighthTuningSet } from './eighthTuningSet';
import { ninthTuningSet } from './ninthTuningSet';
import { tenthTuningSet } from './tenthTuningSet';
import { eleventhTuningSet } from './eleventhTuningSet';
import { twelfthTuningSet } from './twelfthTuningSet';
import { thirteenthTuningSet } from './thirteenthTuningSet';
import { fourteenthTuningSet } from './fourteenthTuningSet';
import { fifteenthTuningSet } from './fifteenthTuningSet';
import { sixteenthTuningSet } from './sixteenthTuningSet';
import { seventeenthTuningSet } from './seventeenthTuningSet';
import { eighteenthTuningSet } from './eighteenthTuningSet';
import { nineteenthTuningSet } from './nineteenthTuningSet';
import { twentiethTuningSet } from './twentiethTuningSet';
import { twentyFirstTuningSet } from './twentyFirstTuningSet';

/** Everything the answerer may be tuned on: the original set, the fresh batch's tuning half, the development set and the second to twenty-first tuning batches. */
export const tuningSet = [...evalSet, ...freshTuningSet, ...devSet, ...secondTuningSet, ...thirdTuningSet, ...fourthTuningSet, ...fifthTuningSet, ...sixthTuningSet, ...seventhTuningSet, ...eighthTuningSet, ...ninthTuningSet, ...tenthTuningSet, ...eleventhTuningSet, ...twelfthTuningSet, ...thirteenthTuningSet, ...fourteenthTuningSet, ...fifteenthTuningSet, ...sixteenthTuningSet, ...seventeenthTuningSet, ...eighteenthTuningSet, ...nineteenthTuningSet, ...twentiethTuningSet, ...twentyFirstTuningSet];

/** The tuning set batch by batch, each from other writers: what the page ranker is cross-validated on. */
export const tuningBatches = {
  original: evalSet,
  fresh: freshTuningSet,
  development: devSet,
  second: secondTuningSet,
  third: thirdTuningSet,
  fourth: fourthTuningSet,
  fifth: fifthTuningSet,
  sixth: sixthTuningSet,
  seventh: seventhTuningSet,
  eighth: eighthTuningSet,
  ninth: ninthTuningSet,
  tenth: tenthTuningSet,
  eleventh: eleventhTuningSet,
  twelfth: twelfthTuningSet,
  thirteenth: thirteenthTuningSet,
  fourteenth: fourteenthTuningSet,
  fifteenth: fifteenthTuningSet,
  sixteenth: sixteenthTuningSet,
  seventeenth: seventeenthTuningSet,
  eighteenth: eighteenthTuningSet,
  nineteenth: nineteenthTuningSet,
  twentieth: twentiethTuningSet,
  twentyFirst: twentyFirstTuningSet,
};
