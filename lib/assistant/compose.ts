import type { Chunk } from './chunks';
import type { ChatSource } from '@/lib/chat/contract';
import { contentTerms, stemmedWords } from './retriever';
import { stem } from './stem';
import { sentencesOf } from './sentences';
import { expandQuery } from './synonyms';

/** A quote stays short enough to read on a phone: two sentences, a third only when all are short. */
const MAX_QUOTE_WORDS = 55;
const MAX_QUOTE_SENTENCES = 3;
const SHORT_QUOTE_WORDS = 35;
/** A short sentence that only sends the reader on ("Explore browser extensions.") is link text, not part of an answer. */
const LINK_TEXT = /^(explore|read|see|learn|find out|view|discover|visit|browse)\b/i;
const MAX_LINK_TEXT_WORDS = 6;
/** A source named "Page › Section" only while that stays this short; otherwise by its page. */
const MAX_SOURCE_TITLE = 72;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Text quoted from the site, with the characters our answer markdown gives meaning escaped. */
export const escapeMarkdown = (text: string) => text.replace(/([\\*_[\]`<>])/g, '\\$1');

/** What a passage's sentences say, table rows as "Label: value." */
const sentences = (text: string): string[] => sentencesOf(text).map(({ quoted }) => quoted);

/** A passage's quotable sentences, each scored by the question terms it (or the heading over it) holds; synonyms count half, earlier wins ties. */
function scoredSentences(text: string, question: string, heading = ''): { all: string[]; scores: number[] } {
  const terms = contentTerms(question);
  const own = new Set(terms.map(stem));
  const related = new Set(expandQuery(terms).map(stem));
  const every = sentences(text);
  const prose = every.filter((sentence) => !(LINK_TEXT.test(sentence) && wordCount(sentence) <= MAX_LINK_TEXT_WORDS));
  const all = prose.length ? prose : every;
  const scores = all.map((sentence, index) => {
    let score = 0;
    for (const word of stemmedWords(`${heading} ${sentence}`)) score += own.has(word) ? 1 : related.has(word) ? 0.5 : 0;
    return score - index * 0.01;
  });
  return { all, scores };
}

/** How many of the question's terms the passage's best sentence holds with its heading: which of a page's passages to quote. */
export function bestSentenceScore(passage: Pick<Chunk, 'heading' | 'text'>, question: string): number {
  return Math.max(0, ...scoredSentences(passage.text, question, passage.heading).scores.map(Math.round));
}

/**
 * The passage's most relevant sentences: the one with the most question terms (or `opening`, the
 * sentence giving the fact asked for), then the next while the quote stays short. An opening the
 * passage does not hold as a sentence (a table row) is quoted alone.
 */
export function quote(text: string, question: string, opening?: string): string[] {
  const { all, scores } = scoredSentences(text, question);
  if (opening !== undefined && !all.includes(opening)) return [opening];
  if (all.length === 0) return [];
  const start = opening !== undefined ? all.indexOf(opening) : scores.indexOf(Math.max(...scores));
  const picked = [all[start]];
  let words = wordCount(all[start]);
  for (let next = start + 1; next < all.length && picked.length < MAX_QUOTE_SENTENCES; next += 1) {
    const total = words + wordCount(all[next]);
    if (total > MAX_QUOTE_WORDS || (picked.length === 2 && total > SHORT_QUOTE_WORDS)) break;
    picked.push(all[next]);
    words = total;
  }
  if (words <= MAX_QUOTE_WORDS * 1.3) return picked;
  return [`${picked.join(' ').split(/\s+/).slice(0, MAX_QUOTE_WORDS).join(' ')}…`];
}

/** How a passage is named in a link: the page, and the section when it has its own and that stays short. */
export function sourceTitle(chunk: Chunk): string {
  if (chunk.kind === 'faq') return `FAQ: ${chunk.heading}`;
  if (chunk.kind === 'job') return `${chunk.heading} (open position)`;
  const withSection = `${chunk.pageTitle} › ${chunk.heading}`;
  return chunk.heading && chunk.heading !== chunk.pageTitle && withSection.length <= MAX_SOURCE_TITLE ? withSection : chunk.pageTitle;
}

export const markdownLink = (source: ChatSource) => `[${escapeMarkdown(source.title)}](${source.url})`;
