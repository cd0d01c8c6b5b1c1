/** How many texts of each kind the index embeds. */
export interface EmbeddedCounts {
  passages: number;
  questions: number;
  outOfScope: number;
  learned: number;
  unanswered: number;
}

/**
 * Where each kind's vectors start in the index's vectors, which hold, in this order: the passages,
 * the visitor questions, the out-of-scope requests, the learned questions and the unanswered
 * questions; and how many vectors there are in all.
 */
export function vectorLayout({ passages, questions, outOfScope, learned, unanswered }: EmbeddedCounts) {
  const questionsFrom = passages;
  const outOfScopeFrom = questionsFrom + questions;
  const learnedFrom = outOfScopeFrom + outOfScope;
  const unansweredFrom = learnedFrom + learned;
  return { questionsFrom, outOfScopeFrom, learnedFrom, unansweredFrom, total: unansweredFrom + unanswered };
}
