import { OWN_NAMES } from './regExp';
import { contentTerms } from './retriever';

/**
 * Where one sentence of a message ends and another starts: "?" or "!", or a full stop before a
 * capital (not "e.g. for") or, typed all in lower case, before a question word or a subject ("investor here. how many…", "…right to left screens. you did something like this?").
 */
const BETWEEN_SENTENCES = /(?<=[?!])\s+|(?<=\.)\s+(?=[A-Z"“]|(?:how|what|who|when|where|which|why|do|does|did|can|could|is|are|will|would|you|u|we|i)\b)/;
/** Who or what a question opening with a verb asks about: "…and would you…", not "…and would prefer…", which goes on telling. */
const SUBJECT = String.raw`(?:you|u|your|ur|we|i|it|its|they|there|he|she|the|a|an|this|that|these|those|any\w*|some\w*|my|our|their|his|her|${OWN_NAMES})\b`;
/** "…and who started it", "…, and how long does it take", "…and can you…": a second question in the same sentence. */
const AND_ASKS = new RegExp(String.raw`,?\s+(?:and|also)\s+(?=(?:how|what|who|when|where|which)\b|(?:do|does|did|can|could|is|are|was|were|will|would)\s+${SUBJECT})`, 'i');
const ASKS = /^(how|what|what's|whats|who|who's|when|where|which|why|do|does|did|can|could|is|are|was|were|will|would|should|have|has|any)\b/i;
/** Fewer terms than this ("how much?", "what's it called?") only make sense with the question before. */
const MIN_PART_TERMS = 2;

/**
 * The first of several questions in one message ("who is the CEO and who started the company?"),
 * or null when the message asks one question. A piece too short to stand alone ("By how much?")
 * belongs to the question before it, so "did churn fall? by how much?" is one question.
 */
export function leadingQuestion(message: string): string | null {
  const pieces: string[] = [];
  for (const piece of message.split(BETWEEN_SENTENCES).flatMap((sentence) => sentence.split(AND_ASKS)).map((part) => part.trim()).filter(Boolean)) {
    if (pieces.length && contentTerms(piece).length < MIN_PART_TERMS) pieces[pieces.length - 1] += ` ${piece}`;
    else pieces.push(piece);
  }
  const questions = pieces.filter((piece) => ASKS.test(piece) || piece.endsWith('?'));
  return questions.length >= 2 ? questions[0] : null;
}

/**
 * The sentences of a message that ask something ("…Can you invoice in EUR?"), without those that
 * tell the visitor's story ("Our finance team in Rotterdam won't deal with rupees."); the whole
 * message when it is one sentence or none of its sentences asks.
 */
export function askingSentences(message: string): string {
  const sentences = message.split(BETWEEN_SENTENCES).map((sentence) => sentence.trim()).filter(Boolean);
  const asking = sentences.filter((sentence) => ASKS.test(sentence) || sentence.endsWith('?'));
  return sentences.length > 1 && asking.length ? asking.join(' ') : message;
}
