import { site } from '@/data/site';
import type { ChatIndex } from './chatIndex';
import { bestSentenceScore, escapeMarkdown, markdownLink, quote, sourceTitle } from './compose';
import { isWhereQuestion, isWholePage, yesOrNo } from './directAnswer';
import { followUps } from './followUps';
import { STARTER_QUESTIONS, type ChatReply, type ChatSource } from '@/lib/chat/contract';
import { asksForExplanation, isPersonalTask, lessonSubject, looksLikeInjection } from './guard';
import { matchIntent } from './intents';
import { meaningText } from './meaningText';
import { siteCasing, type SiteCasing } from './siteCasing';
import { spelledOut } from './chatSpeak';
import { askingSentences, leadingQuestion } from './questionParts';
import { rankingContext, rerank, type RankerModel } from './pageRanker';
import { RANKER_MODEL } from './rankerModel';
import { SiteVocabulary } from './vocabulary';
import { conversationPageStating, ledBy, pagesStatingWhatIsAsked, type FactfulPages } from './answerTypes';
import { askedClientKind, namesClientKind } from './clientKind';
import { askedCertificate, askedThing, askedWork } from './askedThing';
import { offeredOptions } from './offeredOptions';
import { contentTerms, passageWords, Retriever, wordsOf, type PageHit, type Retrieval, type RetrievalMode, type ScoredChunk, type WordMatches } from './retriever';
import { pageOf } from './pageOf';
import { confident, LESSON_COVERAGE, likeUnanswered, outOfScope, STORY_ASIDE_COVERAGE, SURE_SIMILARITY, vouchedForByLead, wordForWord } from './answerGates';

/** One earlier exchange of the session, enough to resolve a follow-up question. */
export interface Turn {
  /** The question as searched (a follow-up already carries its context). */
  query: string;
  /** The pages the reply cited, its lead first; none when it answered nothing (a refusal's contact link is not what was talked about). */
  urls: string[];
}

/** The turn a reply leaves for the next question. */
export const turnAfter = (query: string, reply: Pick<ChatReply, 'mode' | 'sources'>): Turn => ({ query, urls: reply.mode === 'abstain' ? [] : reply.sources.map((source) => source.url) });

/** The pages of a turn's sources, each once, in order. */
const pagesOf = (turn: Turn | undefined) => [...new Set((turn?.urls ?? []).map(pageOf))];

export interface Answer extends ChatReply {
  /** What was searched and found: for transcripts, the evaluation and the LLM mode. */
  query: string;
  pages: PageHit[];
  /** How close in meaning the passage nearest to what was searched is; null when nothing was searched by meaning. */
  closeness?: number | null;
}

/**
 * A follow-up on the page the conversation is on is answered from it when a passage holds this share
 * of its own words (on the tuning set, leave one batch out: 4 more follow-ups answered and nothing
 * else changed; a half: 3; a quarter: 4, and 1 unanswerable question answered).
 */
const CONVERSATION_PAGE_COVERAGE = 1 / 3;

/** The pages an answer is chosen from and cites... */
const ANSWER_PAGES = 3;
/** ...and the next ones found, whose FAQ entries, roles and topics are offered as follow-ups. */
const FOLLOW_UP_PAGES = 3;
/** Another page is a source too when it is about as close in meaning as the best one... */
const RELATED_SIMILARITY_GAP = 0.1;
/** ...and its words match at least this share of the best one's. */
const RELATED_LEXICAL_SHARE = 0.4;

/** A reply whose nearest passage is further than this in meaning understood its question only vaguely. */
const UNCLEAR_SIMILARITY = 0.45;

/** A word on at most this many of the site's pages names something in particular ("parking", "SOC", "relocation", "video"). */
const RARE_WORD_PAGES = 6;

const FOLLOW_UP = /^(and|also|but|so|what about|how about|what of|what if|and if|if so|in that case|same for|ok(ay)?,? (and|what|how))\b|\b(it|its|that|this|those|these|them|they|their|there|one|ones|he|she|his|her|him|the|too|as well|either)\b/i;

export const ABSTAIN_ANSWER =
  `I couldn't find that on our website, so I'd rather not guess. ` +
  `Our team can answer it directly: use the [contact page](/contact/) or e-mail [${site.email}](mailto:${site.email}).`;

export const OUT_OF_SCOPE_ANSWER = `I can only help with questions about ${site.name}, answered from this website. Ask me about our services, industries, case studies or careers.`;
/** Whether a reply says the site does not answer the question (not that it is out of scope). */
const refusedAsUnanswered = (reply: Answer) => reply.mode === 'abstain' && reply.answer === ABSTAIN_ANSWER;
/** Whether `fallback` is answered instead of `reply`: the reply refused, or it understood vaguely what a fallback that may replace it asked. */
const fallsBack = (reply: Answer, fallback: PreparedQuestion) =>
  refusedAsUnanswered(reply) || (fallback.replacesUnclear === true && reply.mode === 'retrieval' && reply.closeness != null && reply.closeness < UNCLEAR_SIMILARITY);

/** A refusal, so it counts (in transcripts and the report) with the questions the site does not answer. */
const OUT_OF_SCOPE_REPLY = { answer: OUT_OF_SCOPE_ANSWER, sources: [], suggestions: [...STARTER_QUESTIONS], mode: 'abstain' } as const satisfies ChatReply;

/** Whether another page's best passage supports the answer as well as the lead passage does. */
function alsoAnswers(passage: ScoredChunk, lead: ScoredChunk): boolean {
  const closeInMeaning = passage.similarity === null || lead.similarity === null || passage.similarity >= lead.similarity - RELATED_SIMILARITY_GAP;
  return closeInMeaning && passage.lexical >= lead.lexical * RELATED_LEXICAL_SHARE;
}

/** The pages led by the first that `answers` the question (its fact, stated by another page, no longer applies); null when none does. */
function ledByFirstThat(found: FactfulPages, answers: (page: PageHit) => boolean): FactfulPages | null {
  const at = found.pages.findIndex(answers);
  if (at < 0) return null;
  return at === 0 ? found : { pages: ledBy(found.pages, at), fact: null };
}

/** A where-is-it question is after a page: the best-ranked site page found as a whole leads, else any whole page. */
function wholePagesFirst(pages: PageHit[]): PageHit[] {
  const whole = (page: PageHit, kind?: string) => [...page.chunks, page.best].some(({ chunk }) => isWholePage(chunk) && (!kind || chunk.kind === kind));
  const sitePage = pages.findIndex((page) => whole(page, 'page'));
  return ledBy(pages, sitePage >= 0 ? sitePage : pages.findIndex((page) => whole(page)));
}

/** A year right after a word ("RSAC 2025", "summit 2026"), unless a graduate's year ("a 2025 graduate", "cse 2025 batch")... */
const WORD_AND_YEAR = /([\p{L}]+)\s+((?:19|20)\d\d)\b(?!\s+(?:graduates?|grads?|batch)\b)/gu;
/** ...names an edition of something, unless the word dates the visitor's story ("an app from 2008", "since 2019", "a program from like 2008", "I'm 2025…") or is a month ("July 2025"). */
const NOT_A_NAME = new Set([
  ...'in since from by before after until till during for of around like about roughly approximately approx ca early late mid circa than between and or to at on the a an our my your their its this that last next year fy q1 q2 q3 q4 m s re ve d ll'.split(' '),
  ...'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec'.split(' '),
]);
const namedEditions = (question: string): string[] => [...question.matchAll(WORD_AND_YEAR)].filter((match) => !NOT_A_NAME.has(match[1].toLowerCase())).map((match) => match[2]);

/** "SOC 2 Type II", "type 1 diabetes": a variant of something, by its type's number. */
const NAMED_VARIANT = /\btype[\s-]+(1|2|3|i|ii|iii|one|two|three)\b/gi;
const VARIANT_NUMBER = new Map(Object.entries({ 1: '1', i: '1', one: '1', 2: '2', ii: '2', two: '2', 3: '3', iii: '3', three: '3' }));
const namedVariants = (text: string): string[] => [...text.matchAll(NAMED_VARIANT)].map((match) => VARIANT_NUMBER.get(match[1].toLowerCase()) ?? match[1]);

/** Where the visitor lives or works ("I live in Kochi", "we're based in Leeds", "i stay in Kolkata"): part of their story, not what they ask about. */
const VISITORS_PLACE = /(?:\b(?:i|we)(?:\s+currently)?\s+(?:live|work|stay)|\b(?:i'?m|i am|we'?re|we are)(?:\s+currently)?(?:\s+(?:living|based|located))?|\bliving)\s+(?:in|from|near)\s+[\p{L}-]+/giu;
export const withoutVisitorsPlace = (question: string) => question.replace(VISITORS_PLACE, ' ');

/** "Is there…", "are there…": a question of its own, not a reference to something said before. */
const EXISTENTIAL_THERE = /\b(is|are|was|were) there\b/gi;

/** Whether a question refers back to an earlier one ("and for retail?", "is that one remote?") or is a word or two ("Safari?"). */
const refersBack = (question: string) => FOLLOW_UP.test(question.replace(EXISTENTIAL_THERE, '')) || wordsOf(question).length <= 2;

/** A short question that refers back borrows the earlier one's terms; a longer one says enough to be searched as asked first. */
function withContext(question: string, previous: Turn): string {
  if (contentTerms(question).length > 4 || !refersBack(question)) return question;
  return inContext(question, previous);
}

/** The question with the earlier one's terms it does not have ("what dates and which venue?" after "what did you show at RSAC 2024?"). */
function inContext(question: string, previous: Turn): string {
  const terms = contentTerms(question);
  const earlier = contentTerms(previous.query).filter((term) => !terms.includes(term));
  return earlier.length ? `${question} ${earlier.join(' ')}` : question;
}

/** Cleans what a visitor typed: control and zero-width characters out, whitespace collapsed. */
export function normalizeQuestion(question: string): string {
  return question
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A question as the answerer reads it: cleaned, and with the context a follow-up borrows. */
export interface PreparedQuestion {
  /** The question as the visitor typed it, cleaned: what transcripts keep and a model is given. */
  typed: string;
  /** The question as it is read: cleaned, with text-message shorthand spelt out ("can u" → "can you") and slips corrected to the site's words ("carrers" → "careers"). */
  question: string;
  /** What is searched: the question, or a follow-up with the previous question's terms. */
  query: string;
  /** Borrows nothing from earlier turns: searched as asked. */
  standalone: boolean;
  /** Its answer depends on the question alone (nor may a fallback borrow), so it may be cached. */
  selfContained: boolean;
  /** What is embedded to search by meaning: the query with the company's and the assistant's names made generic. */
  meaningText: string;
  /** The pages the answer before cited, its lead first: what a follow-up is likely about. */
  earlierPages: string[];
  /**
   * As a fallback, answered also when the reply it falls back from understood its question only
   * vaguely: a longer question that refers back ("how did you prove the outputs matched before
   * killing the old job?") means what it says about the earlier one when it says little alone.
   */
  replacesUnclear?: boolean;
  /**
   * What is answered, in order, when the question is not: the first question of a message that
   * asks several ("who is the CEO and who founded it?"), and, in a conversation, a question that
   * borrowed nothing read with the earlier question's terms ("what dates and which venue?").
   */
  fallbacks: PreparedQuestion[];
}

/**
 * The built-in answerer: intents from the site config, then retrieval over the site's passages
 * (words and meaning) with a confidence gate; it quotes the best passage and links to its pages.
 */
export class Answerer {
  readonly retriever: Retriever;
  private readonly vocabulary: SiteVocabulary;
  private readonly casing: SiteCasing;

  constructor(
    readonly index: ChatIndex,
    vectors: Float32Array[] | null = null,
    private readonly mode: RetrievalMode = 'hybrid',
    private readonly ranker: RankerModel | null = RANKER_MODEL,
  ) {
    this.retriever = new Retriever(index.passages, vectors, index.questions, index.outOfScope, index.learnedQuestions, index.unansweredQuestions.map((question) => question.text));
    this.casing = siteCasing(index.passages);
    this.vocabulary = new SiteVocabulary([...index.passages.map(passageWords), ...index.questions.map((question) => question.text)]);
  }

  /** Cleans the question; a short or referring follow-up borrows the previous question's terms. */
  prepare(rawQuestion: string, previous?: Turn): PreparedQuestion {
    const typed = normalizeQuestion(rawQuestion);
    const question = this.vocabulary.corrected(spelledOut(typed));
    const query = previous ? withContext(question, previous) : question;
    const leading = leadingQuestion(question);
    const fallbacks: PreparedQuestion[] = leading ? [{ ...this.prepare(leading, previous), typed, fallbacks: [] }] : [];
    const contextual = previous && query === question ? inContext(question, previous) : question;
    const earlierPages = pagesOf(previous);
    if (contextual !== question) fallbacks.push({ typed, question, query: contextual, standalone: false, selfContained: false, meaningText: meaningText(contextual, this.casing), earlierPages, replacesUnclear: refersBack(question), fallbacks: [] });
    return { typed, question, query, standalone: query === question, selfContained: query === question && contextual === question, meaningText: meaningText(query, this.casing), earlierPages, fallbacks };
  }

  /** The reply that needs no search (an intent, or a refusal of instructions), if the question has one. */
  answerWithoutSearch({ question }: PreparedQuestion): Answer | null {
    if (looksLikeInjection(question) || isPersonalTask(question)) return { ...OUT_OF_SCOPE_REPLY, query: question, pages: [] };
    const intent = matchIntent(question);
    return intent ? { ...intent.reply, mode: 'intent', query: question, pages: [] } : null;
  }

  /** The reply to a prepared question; `queryVector` embeds its query, `fallbackVectors` its fallbacks' (null: words only). */
  answer(prepared: PreparedQuestion, queryVector: Float32Array | null = null, fallbackVectors: readonly (Float32Array | null)[] = []): Answer {
    const reply = this.replyTo(prepared, queryVector);
    for (const [at, fallback] of prepared.fallbacks.entries()) {
      if (!fallsBack(reply, fallback)) continue;
      const instead = this.replyTo(fallback, fallbackVectors[at] ?? null);
      if (instead.mode !== 'abstain') return instead;
    }
    return reply;
  }

  /** The question's own reply, fallbacks aside. */
  private replyTo(prepared: PreparedQuestion, queryVector: Float32Array | null): Answer {
    return this.answerWithoutSearch(prepared) ?? this.answerBySearch(prepared, queryVector);
  }

  /**
   * answerBySearch with the question embedded by `embed` (null: by words alone), which starts at
   * once: its words are searched here while the embedding computes elsewhere (a worker thread).
   * A question that is not answered is answered by its fallbacks, each embedded only when it is needed.
   */
  async answerBySearchWhileEmbedding(prepared: PreparedQuestion, embed: (text: string) => Promise<Float32Array | null>): Promise<Answer> {
    const vector = embed(prepared.meaningText);
    const words = this.retriever.wordMatches(prepared.query);
    const reply = this.answerBySearch(prepared, await vector, words);
    for (const fallback of prepared.fallbacks) {
      if (!fallsBack(reply, fallback)) continue;
      const instead = this.replyTo(fallback, await embed(fallback.meaningText));
      if (instead.mode !== 'abstain') return instead;
    }
    return reply;
  }

  /** The pages the ranker chooses among for a question: those its answer may cite, and as many more to suggest. */
  candidates(prepared: PreparedQuestion, queryVector: Float32Array | null, words: WordMatches = this.retriever.wordMatches(prepared.query)): Retrieval {
    // A follow-up is most often about the page just cited: the ranker weighs it however low the search found it.
    const keep = prepared.standalone ? null : (prepared.earlierPages[0] ?? null);
    return this.retriever.retrieve(prepared.query, queryVector, ANSWER_PAGES + FOLLOW_UP_PAGES, this.mode, words, keep);
  }

  /** The reply from the site's passages, for a question answerWithoutSearch has no reply to; `words` when its words were searched already. */
  answerBySearch(prepared: PreparedQuestion, queryVector: Float32Array | null = null, words: WordMatches = this.retriever.wordMatches(prepared.query)): Answer {
    const { query } = prepared;
    const searched = this.ranked(prepared, this.candidates(prepared, queryVector, words));
    const top = { ...searched, pages: searched.pages.slice(0, ANSWER_PAGES) };
    if ((outOfScope(top) || this.lessonNotOnTheSite(prepared, top, words)) && !wordForWord(query, top, this.retriever)) return { ...OUT_OF_SCOPE_REPLY, query, pages: top.pages };
    const asks = askingSentences(query);
    const foreign = this.vocabulary.namesSomethingForeign(contentTerms(withoutVisitorsPlace(asks)), contentTerms(withoutVisitorsPlace(query)));
    const whole = confident(query, top, this.retriever, foreign) || this.heldByConversationPage(prepared, top, foreign);
    // Not answered as a whole, a message may be answered by the sentences that ask, from the page they find.
    const ledApart = !whole && prepared.standalone && asks !== query ? this.askedApartFromStory(asks, top, queryVector, foreign) : null;
    const retrieval = ledApart ? { ...top, pages: ledApart } : top;
    const byEvidence = whole || ledApart !== null;
    // Learned questions were asked on their own: they vouch for, or against, a question asked on its own only.
    const sure = prepared.standalone ? (byEvidence || vouchedForByLead(retrieval)) && !likeUnanswered(query, retrieval, this.retriever) : byEvidence;
    const found = sure ? this.pagesStating(prepared, retrieval.pages) : null;
    const forClientKind = found && this.ledByClientKind(prepared.question, found);
    const forThing = forClientKind && this.ledByAskedThing(prepared.question, forClientKind);
    const answering = forThing && this.ledByOfferedOption(prepared.question, forThing);
    if (!answering || !this.coversEditions(prepared.question, answering.pages[0]) || !this.coversVariants(prepared.question, answering.pages[0])) {
      return { answer: ABSTAIN_ANSWER, sources: [{ title: 'Contact us', url: '/contact/' }], suggestions: [...STARTER_QUESTIONS], mode: 'abstain', query, pages: retrieval.pages };
    }
    return { ...this.compose(prepared, answering, searched.pages.slice(ANSWER_PAGES)), mode: 'retrieval', query, pages: answering.pages, closeness: retrieval.bestSimilarity };
  }

  /**
   * `found`'s pages led by the one the sentences of a message that ask (`asks`), searched without
   * the story told before them, lead to, when it is among them, a passage holds at least half of
   * their words and they are confidently answered from it; null otherwise. The story's words ("With
   * our last vendor every status report said green until it wasn't.") draw the whole message to
   * other passages, and may put another page first: on the tuning set, leave one batch out, letting
   * the asking sentences' page lead (not only answer when it leads already) answered 1 more
   * answerable question first and lost none when the whole message is not confidently answered;
   * for every such message, 78 answerable questions lost their first page.
   */
  private askedApartFromStory(asks: string, found: Retrieval, queryVector: Float32Array | null, foreign: boolean): PageHit[] | null {
    const asked = this.retriever.retrieve(asks, queryVector, ANSWER_PAGES, this.mode);
    const at = found.pages.findIndex((page) => page.url === asked.pages[0]?.url);
    if (at < 0 || asked.bestLexical === null || this.retriever.coverage(asks, asked.bestLexical.chunk) < STORY_ASIDE_COVERAGE) return null;
    const pages = ledBy(found.pages, at);
    return confident(asks, { ...asked, pages }, this.retriever, foreign) ? pages : null;
  }

  /**
   * Whether the page the conversation is on leads the search and one of its passages holds at least
   * a third of the follow-up's own words: "tech stack?" after the eKYC case study, "can it get things
   * wrong tho" after "Who is Nexa?". Alone, such a question says too little to be sure of; on the
   * page just cited, its few words are enough, and the page must still state what it asks for.
   */
  private heldByConversationPage({ question, earlierPages }: PreparedQuestion, { pages: [lead] }: Retrieval, foreign: boolean): boolean {
    if (foreign || !lead || lead.url !== earlierPages[0]) return false;
    return this.retriever.passagesOf(lead).some((chunk) => this.retriever.coverage(question, chunk) >= CONVERSATION_PAGE_COVERAGE);
  }

  /**
   * A request to explain something in general whose terms, less those that frame it ("how does…
   * work"), no passage holds for the most part: the site's pages use some of its words, and teach
   * none of it. A question naming a page or passage of the site by its title ("…the AI readiness
   * guide") is about the site; "Can you explain that?" after an answer asks about the answer.
   */
  private lessonNotOnTheSite({ question, query, standalone }: PreparedQuestion, { bestLexical }: Retrieval, { named }: WordMatches): boolean {
    return standalone && asksForExplanation(question) && named.length === 0 && (bestLexical === null || this.retriever.coverage(lessonSubject(query), bestLexical.chunk) < LESSON_COVERAGE);
  }

  /**
   * The pages led by the first that states what the question asks for; a follow-up's fact may be
   * about what the earlier question named ("and in which year?" after "who started the company?"),
   * or be stated, in other words, on the page the conversation is on.
   */
  private pagesStating({ question, query, standalone, earlierPages }: PreparedQuestion, pages: PageHit[]): FactfulPages | null {
    const passagesOf = (page: PageHit) => this.retriever.passagesOf(page);
    if (standalone) return pagesStatingWhatIsAsked(question, pages, passagesOf);
    return pagesStatingWhatIsAsked(question, pages, passagesOf) ?? pagesStatingWhatIsAsked(query, pages, passagesOf) ?? (earlierPages[0] ? conversationPageStating(question, pages, earlierPages[0], passagesOf) : null);
  }

  /**
   * The retrieval with its pages in the ranker's order: the ranker reads both rankings, so it
   * orders fused retrieval only. A page whose passage the whole question names by its title (a
   * FAQ question asked word for word) stays first, however close a learned question brings another.
   */
  private ranked({ query, question, earlierPages }: PreparedQuestion, retrieval: Retrieval): Retrieval {
    if (this.mode !== 'hybrid' || !this.ranker) return retrieval;
    const pages = rerank(retrieval.pages, rankingContext(query, question, retrieval, this.retriever, earlierPages), this.ranker);
    const named = this.retriever.namedAlone(query);
    const isNamed = (page: PageHit) => page.chunks.some(({ chunk }) => named.has(chunk)) || named.has(page.best.chunk);
    return { ...retrieval, pages: named.size ? [...pages.filter(isNamed), ...pages.filter((page) => !isNamed(page))] : pages };
  }

  /**
   * A question whether the company has worked for a kind of client ("for a phone company") is
   * answered by the first page found that names that kind; null when none does: pages about the
   * work asked for, done for other clients, do not answer it.
   */
  private ledByClientKind(question: string, found: FactfulPages): FactfulPages | null {
    const kind = askedClientKind(question);
    if (!kind.length) return found;
    return ledByFirstThat(found, (page) => namesClientKind(this.retriever.passagesOf(page).map(passageWords).join(' '), kind));
  }

  /**
   * A yes/no question whether something exists or is offered ("is there visitor parking?", "do you
   * offer a joining bonus?", "are you SOC 2 certified?") is answered by the first page found that
   * mentions the thing, when the thing's name holds a word few pages use; null when no page does:
   * a page about the office, the pay or the certificates it does have does not answer it. A word
   * many pages use ("article", "experience") tells no page from another and is not checked. A
   * question whether the company does a kind of work named by a word the site never uses ("do you do
   * ServiceNow development?") is not answered by pages about the work it does.
   */
  private ledByAskedThing(question: string, found: FactfulPages): FactfulPages | null {
    const certificate = askedCertificate(question);
    // A certificate is held under its whole name, however common its words: "Cyber Essentials", not a page on cyber security that calls something essential; "Great Place to Work", not a page on the place people work.
    if (certificate.length > 1) return ledByFirstThat(found, (page) => this.retriever.mentionsPhrase(page, certificate));
    if (this.vocabulary.foreignTerms(askedWork(question)).length) return null;
    const rare = askedThing(question).filter((term) => this.retriever.pagesMentioning(term) <= RARE_WORD_PAGES);
    if (!rare.length) return found;
    return ledByFirstThat(found, (page) => this.retriever.mentionsAll(page, rare));
  }

  /**
   * A question offering names to choose from ("Epic or Cerner?") is answered by the first page found
   * that names one of them, and that is about what the lead page is: it holds every rare word of the
   * question the lead holds (the industry page naming Amadeus does not say which one the rebooking
   * agent of a case study books through). Null when no page does.
   */
  private ledByOfferedOption(question: string, found: FactfulPages): FactfulPages | null {
    const options = offeredOptions(question);
    const lead = found.pages[0];
    if (!options.length || !lead) return found;
    const rareOfLead = contentTerms(question).filter((term) => this.retriever.pagesMentioning(term) <= RARE_WORD_PAGES && this.retriever.mentionsAll(lead, [term]));
    return ledByFirstThat(found, (page) => options.some((terms) => this.retriever.mentionsAll(page, terms)) && (page === lead || this.retriever.mentionsAll(page, rareOfLead)));
  }

  /** Whether a page mentions every edition the question names ("RSAC 2025", "Foundation Day 2024"): a page about another year's does not answer it. */
  private coversEditions(question: string, page: PageHit): boolean {
    const years = namedEditions(question);
    if (!years.length) return true;
    const passages = this.retriever.passagesOf(page);
    return years.every((year) => passages.some((chunk) => chunk.pageTitle.includes(year) || chunk.heading.includes(year) || chunk.text.includes(year)));
  }

  /** Whether a page names every variant the question names ("a SOC 2 Type II report"): a page on SOC 2 alone does not say which type, if any, is held. */
  private coversVariants(question: string, page: PageHit): boolean {
    const variants = namedVariants(question);
    if (!variants.length) return true;
    const named = new Set(this.retriever.passagesOf(page).flatMap((chunk) => namedVariants(`${chunk.heading} ${chunk.text}`)));
    return variants.every((variant) => named.has(variant));
  }

  /**
   * The reply from the best passage: a direct answer first when the question allows one (yes or
   * no, or the page a where-is-it question is after), then two or three of its sentences. The
   * sources are listed once, in `sources`: the best page, and the others that score close to it.
   */
  private compose({ question, query }: PreparedQuestion, { pages: found, fact }: FactfulPages, further: PageHit[]): Omit<ChatReply, 'mode'> {
    const where = isWhereQuestion(question);
    const pages = where ? wholePagesFirst(found) : found;
    const [leadPage] = pages;
    // The passage giving the fact asked for; else the page's passage whose best sentence (with its heading) holds most of the question, on a tie the better-ranked one.
    const byQuestion = [...leadPage.chunks].sort((a, b) => bestSentenceScore(b.chunk, query) - bestSentenceScore(a.chunk, query))[0];
    const lead = fact && !where ? { ...byQuestion, chunk: fact.chunk } : byQuestion;
    const related = pages.filter((page) => page === leadPage || alsoAnswers(page.chunks[0], lead));
    const sources: ChatSource[] = related.map((page) => (page === leadPage ? lead : page.chunks[0]).chunk).map((chunk) => ({ title: sourceTitle(chunk), url: chunk.url }));
    const sentences = quote(lead.chunk.text, query, fact && !where ? fact.sentence : undefined);
    const whole = [...leadPage.chunks, leadPage.best].find(({ chunk }) => isWholePage(chunk))?.chunk;
    let opening: string | null;
    let body = sentences;
    if (where && whole) {
      opening = `You'll find it on ${markdownLink({ title: whole.pageTitle, url: whole.url })}.`;
      body = quote(whole.text, query).slice(0, 1);
    } else {
      opening = sentences.length ? yesOrNo(question, sentences[0], lead.chunk, (lead.passageSimilarity ?? 0) >= SURE_SIMILARITY) : null;
    }
    const answer = [opening, escapeMarkdown(body.join(' '))].filter(Boolean).join(' ');
    const passages = [...pages, ...further].flatMap((page) => page.chunks.map(({ chunk }) => chunk));
    return { answer, sources, suggestions: followUps(question, lead.chunk, passages) };
  }
}
