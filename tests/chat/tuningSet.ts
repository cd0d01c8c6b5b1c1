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
import { twentySecondTuningSet } from './twentySecondTuningSet';
import { twentyThirdTuningSet } from './twentyThirdTuningSet';

/** Everything the answerer may be tuned on: the original set, the fresh batch's tuning half, the development set and the second to twenty-third tuning batches. */
export const tuningSet = [...evalSet, ...freshTuningSet, ...devSet, ...secondTuningSet, ...thirdTuningSet, ...fourthTuningSet, ...fifthTuningSet, ...sixthTuningSet, ...seventhTuningSet, ...eighthTuningSet, ...ninthTuningSet, ...tenthTuningSet, ...eleventhTuningSet, ...twelfthTuningSet, ...thirteenthTuningSet, ...fourteenthTuningSet, ...fifteenthTuningSet, ...sixteenthTuningSet, ...seventeenthTuningSet, ...eighteenthTuningSet, ...nineteenthTuningSet, ...twentiethTuningSet, ...twentyFirstTuningSet, ...twentySecondTuningSet, ...twentyThirdTuningSet];

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
  twentySecond: twentySecondTuningSet,
  twentyThird: twentyThirdTuningSet,
};

/**
 * The batches whose questions the answerer learns (lib/assistant/learnedQuestions.ts): all but the
 * twenty-second and twenty-third, measured and tuned on but not learned. Learned, the twenty-second
 * (with the ranker refitted) improved most held-out sets, but its "can you fix Wix sites?"
 * (unanswered: the site never names Wix) refused a client's work request worded like it ("our
 * checkout page throws errors under load, can you fix it?"), and no rule tried told the two apart
 * without refusing less elsewhere; the twenty-third, written to cover such requests, did not
 * outweigh it, and with both learned one held-out set fell below its floor.
 */
export const learnedBatches = Object.fromEntries(Object.entries(tuningBatches).filter(([name]) => name !== 'twentySecond' && name !== 'twentyThird'));
