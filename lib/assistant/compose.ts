import type { Chunk } from './chunks';
import type { ChatSource } from '@/lib/chat/contract';
import { contentTerms, stemmedWords } from './retriever';
import { stem } from './stem';
import { expandQuery } from './synonyms';

const MAX_EXCERPT_WORDS = 70;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Text quoted from the site, with the characters our answer markdown gives meaning escaped. */
export const escapeMarkdown = (text: string) => text.replace(/([\\*_[\]`<>])/g, '\\$1');

function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9"'“(])/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * The passage's most relevant stretch: the sentence with the most question terms (synonyms
 * count half; earlier wins ties), followed by the next ones while the excerpt stays short.
 */
export function excerpt(text: string, question: string): string {
  const terms = contentTerms(question);
  const own = new Set(terms.map(stem));
  const related = new Set(expandQuery(terms).map(stem));
  const all = sentences(text);
  if (all.length === 0) return '';
  const scores = all.map((sentence, index) => {
    const words = stemmedWords(sentence);
    let score = 0;
    for (const word of words) score += own.has(word) ? 1 : related.has(word) ? 0.5 : 0;
    return score - index * 0.01;
  });
  const start = scores.indexOf(Math.max(...scores));
  const picked = [all[start]];
  let words = wordCount(all[start]);
  for (let next = start + 1; next < all.length && words + wordCount(all[next]) <= MAX_EXCERPT_WORDS && picked.length < 3; next += 1) {
    picked.push(all[next]);
    words += wordCount(all[next]);
  }
  const joined = picked.join(' ');
  if (words <= MAX_EXCERPT_WORDS * 1.3) return joined;
  return `${joined.split(/\s+/).slice(0, MAX_EXCERPT_WORDS).join(' ')}…`;
}

/** How a passage is named in a link: the page, and the section when it has its own. */
export function sourceTitle(chunk: Chunk): string {
  if (chunk.kind === 'faq') return `FAQ: ${chunk.heading}`;
  if (chunk.kind === 'job') return `${chunk.heading} (open position)`;
  return chunk.heading && chunk.heading !== chunk.pageTitle ? `${chunk.pageTitle} › ${chunk.heading}` : chunk.pageTitle;
}

export const markdownLink = (source: ChatSource) => `[${escapeMarkdown(source.title)}](${source.url})`;

/** Next questions a visitor could ask: FAQ questions and the other pages' topics. */
export function suggestionsFrom(chunks: Chunk[], answeredPage: string, limit = 3): string[] {
  const suggestions: string[] = [];
  for (const chunk of chunks) {
    if (chunk.url.split('#')[0] === answeredPage && chunk.kind !== 'faq') continue;
    const suggestion = chunk.kind === 'faq' ? chunk.heading : `Tell me about ${chunk.pageTitle}`;
    if (suggestion.length <= 120 && !suggestions.includes(suggestion)) suggestions.push(suggestion);
    if (suggestions.length === limit) break;
  }
  return suggestions;
}
