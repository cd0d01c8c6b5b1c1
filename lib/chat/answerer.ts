import { site } from '@/data/site';
import type { ChatIndex } from './chatIndex';
import type { Chunk } from './chunks';
import { escapeMarkdown, excerpt, markdownLink, sourceTitle, suggestionsFrom } from './compose';
import { STARTER_QUESTIONS, type ChatReply, type ChatSource } from './contract';
import { looksLikeInjection } from './guard';
import { matchIntent } from './intents';
import { contentTerms, coverage, Retriever, type PageHit } from './retriever';

/** One earlier exchange of the session, enough to resolve a follow-up question. */
export interface Turn {
  /** The question as searched (a follow-up already carries its context). */
  query: string;
  urls: string[];
}

export interface Answer extends ChatReply {
  /** What was searched and found: for transcripts, the evaluation and the LLM mode. */
  query: string;
  pages: PageHit[];
}

/** The gate: the best passage must hold this share of the question's terms... */
const MIN_COVERAGE = 0.25;
/** ...and score at least this much per question term (BM25+ with our boosts). */
const MIN_SCORE_PER_TERM = 20;

const FOLLOW_UP = /^(and|also|but|so|what about|how about|what of|same for|ok(ay)?,? (and|what|how))\b|\b(it|its|that|this|those|these|them|they|there|one|ones|he|she|his|her|him|the)\b/i;

export const ABSTAIN_ANSWER =
  `I couldn't find that on our website, so I'd rather not guess. ` +
  `Our team can answer it directly: use the [contact page](/contact/) or e-mail [${site.email}](mailto:${site.email}).`;

export const OUT_OF_SCOPE_ANSWER = `I can only help with questions about ${site.name}, answered from this website. Ask me about our services, industries, case studies or careers.`;

/** Cleans what a visitor typed: control and zero-width characters out, whitespace collapsed. */
export function normalizeQuestion(question: string): string {
  return question
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The built-in answerer: intents from the site config, then retrieval over the site's passages
 * with a confidence gate; it quotes the best passage and links to the pages it came from.
 */
export class Answerer {
  readonly retriever: Retriever;

  constructor(readonly index: ChatIndex) {
    this.retriever = new Retriever(index.passages);
  }

  /** The query to search: a short or referring follow-up borrows the previous question's terms. */
  resolveQuery(question: string, previous?: Turn): string {
    if (!previous) return question;
    const terms = contentTerms(question);
    if (terms.length > 4 || (terms.length > 2 && !FOLLOW_UP.test(question))) return question;
    const earlier = contentTerms(previous.query).filter((term) => !terms.includes(term));
    return earlier.length ? `${question} ${earlier.join(' ')}` : question;
  }

  answer(rawQuestion: string, previous?: Turn): Answer {
    const question = normalizeQuestion(rawQuestion);
    if (looksLikeInjection(question)) return { answer: OUT_OF_SCOPE_ANSWER, sources: [], suggestions: [...STARTER_QUESTIONS], mode: 'intent', query: question, pages: [] };
    const intent = matchIntent(question);
    if (intent) return { ...intent.reply, mode: 'intent', query: question, pages: [] };

    const query = this.resolveQuery(question, previous);
    const pages = this.retriever.pages(query, 3);
    const best = pages[0]?.chunks[0];
    // A follow-up is judged with the context it borrowed; a standalone question on its own words.
    const ownTerms = query;
    const terms = Math.max(1, contentTerms(query).length);
    if (!best || coverage(ownTerms, best.chunk) < MIN_COVERAGE || best.score / terms < MIN_SCORE_PER_TERM) {
      return { answer: ABSTAIN_ANSWER, sources: [{ title: 'Contact us', url: '/contact/' }], suggestions: [...STARTER_QUESTIONS], mode: 'abstain', query, pages };
    }
    return { ...this.compose(query, pages), mode: 'retrieval', query, pages };
  }

  private compose(query: string, pages: PageHit[]): Omit<ChatReply, 'mode'> {
    const lead = pages[0].chunks[0].chunk;
    const sources: ChatSource[] = pages.map((page) => ({ title: sourceTitle(page.chunks[0].chunk), url: page.chunks[0].chunk.url }));
    const lines = [escapeMarkdown(excerpt(lead.text, query)), '', `Read more: ${markdownLink(sources[0])}`];
    if (sources.length > 1) lines.push('', `Related: ${sources.slice(1).map(markdownLink).join(' · ')}`);
    const others: Chunk[] = pages.flatMap((page) => page.chunks.map(({ chunk }) => chunk));
    return { answer: lines.join('\n'), sources, suggestions: suggestionsFrom(others, pages[0].url) };
  }
}
