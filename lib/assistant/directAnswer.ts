import type { Chunk } from './chunks';
import { termCoverage } from './retriever';

/** "Do you…", "Is there…", "Can I…": a question a visitor expects a yes or a no to. */
const YES_NO = /^(do|does|did|is|are|was|were|can|could|will|would|should|have|has|may|am)\b/i;
/** "Can you tell me…", "Could you explain…": polite requests, not yes/no questions. */
const REQUEST = /^(can|could|would|will) (you|u) (please )?(tell|explain|describe|show|give|list|share|help|walk|send|recommend|suggest|point)\b/i;
/** "Where can I read…", "Is there a page for…", "Do you have a blog?", "What do you do? Is there a list of services": the answer is a link. */
const WHERE =
  /^(where (can|do|would|should|could|is|are|will)|how (can|do) i (find|get to|see|read)|do you have (a|an) (blog|page|section|list|newsletter|faq|careers? page|press))\b|(?:^|[.?!;]\s+)is there (a|an) (page|section|list|blog|form)\b/i;
const ALREADY_ANSWERED = /^(yes|no|yeah|nope)\b/i;
/** A sentence that says no in its opening words ("We do not…", "There is no…", "No,…"). */
const NEGATIVE = /\b(no|not|none|never|cannot)\b|n't\b/i;
const OPENING_WORDS = 12;
/** Share of the question's terms a sentence (with its titles) must hold to settle it: "personal data" alone does not settle "do you sell my personal data?". */
const SETTLING_COVERAGE = 0.75;

/**
 * "Do you build…", "have you worked with…": the opening that asks what the company does. A sentence
 * settles such a question by holding what it is asked about ("browser extensions"); the verb is
 * rarely in it ("Manifest V3 browser extensions for Chrome…").
 */
const WHAT_WE_DO = /^(?:(?:do|can|could|will|would) (?:you|u)(?: guys| all)?(?: also)?|have (?:you|u)(?: ever)?(?: actually)?) (?:build|built|do|done|make|made|develop|developed|offer|provide|create|created|design|designed|deliver|delivered|ship|shipped|handle|handled|support|take on|work(?:ed)?(?: on| with| for| in)?|help(?:ed)?(?: with)?)\b/i;

export const isYesNoQuestion = (question: string) => YES_NO.test(question) && !REQUEST.test(question);
export const isWhereQuestion = (question: string) => WHERE.test(question);

/**
 * "Yes." or "No." to a yes/no question, when the quoted sentence settles it: with its page and
 * section title it holds three quarters of what was asked, with or without the opening that asks
 * what the company does (or the passage is close in meaning), and does not already
 * start with its own yes or no. A sentence that opens with a negation reads as "No."
 */
export function yesOrNo(question: string, sentence: string, passage: Chunk, passageIsClose: boolean): 'Yes.' | 'No.' | null {
  if (!isYesNoQuestion(question) || ALREADY_ANSWERED.test(sentence)) return null;
  const settling = `${passage.pageTitle} ${passage.heading} ${sentence}`;
  const settles = (asked: string) => termCoverage(asked, settling) >= SETTLING_COVERAGE;
  if (!passageIsClose && !settles(question) && !settles(question.replace(WHAT_WE_DO, ''))) return null;
  const opening = sentence.split(/\s+/).slice(0, OPENING_WORDS).join(' ');
  return NEGATIVE.test(opening) ? 'No.' : 'Yes.';
}

/** The page a where-is-it question is pointed to: a whole page, not a section or an FAQ entry. */
export const isWholePage = (chunk: Chunk) => chunk.kind !== 'faq' && chunk.kind !== 'job' && !chunk.url.includes('#');
