import { heldOutSet } from './heldOutSet';
import { secondHeldOutSet } from './secondHeldOutSet';
import { thirdHeldOutSet } from './thirdHeldOutSet';
import { fourthHeldOutSet } from './fourthHeldOutSet';
import { fifthHeldOutSet } from './fifthHeldOutSet';
import { sixthHeldOutSet } from './sixthHeldOutSet';
import { seventhHeldOutSet } from './seventhHeldOutSet';
import { eighthHeldOutSet } from './eighthHeldOutSet';

/** Every held-out set's questions, together: never tuned on, and kept out of what the answerer learns. */
export const allHeldOutCases = [heldOutSet, secondHeldOutSet, thirdHeldOutSet, fourthHeldOutSet, fifthHeldOutSet, sixthHeldOutSet, seventhHeldOutSet, eighthHeldOutSet].flat();
