import MiniSearch from 'minisearch';
import { footerLinks, navSections } from '@/data/navigation';
import { site } from '@/data/site';
import { STOP_WORDS } from '../search/terms';
import type { Chunk, ChunkKind } from './chunks';
import { highest, VectorMatrix } from './embedding/nearest';
import { vectorLayout } from './embedding/vectorLayout';
import { fusedScore } from './fusion';
import { stem } from './stem';
import { expandQuery } from './synonyms';
import { pageOf } from './pageOf';

/** Questions carry more filler than search boxes do. */
export const QUESTION_STOP_WORDS = new Set([
  ...STOP_WORDS,
  ...'about also any anything could did does doing done get got give here i i\'m know like list me more much my need please show some someone something tell us want where why would yours'.split(' '),
  // Every page is about the company and its assistant: their names tell no page from another.
  ...[site.name, site.assistant.name].map((name) => name.toLowerCase()),
  // Conversational filler: visitors describe their situation in words no page is about.
  ...'actually able again already always anyone area bit currently every everyone guys just keep keeps kind lot lots maybe moment much often proper really right since sort stuff thing things usual usually very way well whether'.split(' '),
  // What a visitor says while thinking, typed or dictated ("okay so um do you guys have like a case study…").
  ...'um umm uh uhh erm hmm okay ok yeah yep basically literally wondering kinda gonna wanna gotta sorry thanks thank'.split(' '),
  // Greetings and politeness opening a question ("hey nexa, who started…", "hi sir"): a follow-up would borrow them as terms.
  ...'hi hii hey hello hiya namaste sir madam maam dear'.split(' '),
  // ...in the visitor's first language ("marhaba, we need…", "hola, do you…").
  ...'hola bonjour salut hallo servus moin ciao salve marhaba merhaba salaam salam shalom konnichiwa namaskar vanakkam'.split(' '),
  // What is left of a contraction once words are split at the apostrophe ("we're", "don't", "isn't").
  ...'re ll ve aren couldn didn doesn don hadn hasn haven isn shouldn wasn weren wouldn'.split(' '),
]);

const WORD = /[^\p{L}\p{N}]+/u;

/** A text's words, lower-cased, in order. */
export const wordsOf = (text: string): string[] => text.toLowerCase().split(WORD).filter(Boolean);

/** A text as its words alone ("Is there a free trial?" → "is there a free trial"): how titles, questions and wordings are compared. */
export const comparableText = (text: string): string => wordsOf(text).join(' ');

/** Every word of a text, stemmed: what a question's terms are looked up in. */
export const stemmedWords = (text: string): Set<string> => new Set(wordsOf(text).map(stem));

/** A passage's words with its page title, heading and tags: what a question's terms are looked for in. */
export const passageWords = (chunk: Pick<Chunk, 'pageTitle' | 'heading' | 'tags' | 'text'>): string => `${chunk.pageTitle} ${chunk.heading} ${chunk.tags} ${chunk.text}`;

/** The words of a question that carry its meaning, lower-cased, unstemmed. */
export const contentTerms = (text: string): string[] => wordsOf(text).filter((word) => word.length > 1 && !QUESTION_STOP_WORDS.has(word));

function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  return word.length > 1 && !QUESTION_STOP_WORDS.has(word) ? stem(word) : null;
}

/**
 * How much a passage of each kind is worth when scores tie: pages written to answer visitors
 * (capabilities, industries, FAQ) beat an article that mentions the same words in passing.
 */
const KIND_PRIOR: Record<ChunkKind, number> = { page: 1.5, faq: 1.5, job: 1.2, 'case-study': 1.15, press: 0.9, article: 1 };
/** "Do you…", "can you…", "have you…": a question about what the company does, best answered by its own pages. */
export const ABOUT_US = /\b(do|can|could|would|will|are|have|did) (you|your (team|company|engineers|developers))\b|\byour (area|experience|expertise|speciality|specialty|services?|offerings?|pricing|prices?|rates?|fees?|process|processes|approach|methodology|contracts?|engagement|engagements|terms|polic(y|ies)|hiring|recruitment|interviews?|culture|benefits|perks|team|teams|engineers|developers|company|clients?)\b|\b(something|anything) you\b/i;
const ABOUT_US_PRIOR: Record<ChunkKind, number> = { page: 2.4, faq: 2, job: 1.2, 'case-study': 1.4, press: 0.9, article: 1 };
/** The company's own answers to what it does: its pages and FAQ. */
const OWN_ANSWERS = new Set<ChunkKind>(['page', 'faq']);
/** Words that ask for a kind of page: "a case study on…", "any blog post about…" (not "Article 27" of a law), "any openings for…"; a candidate with an offer, or a question on benefits or probation, asks about jobs here too. */
export const KIND_HINTS: [ChunkKind, RegExp][] = [
  ['case-study', /\b(case stud(y|ies)|examples?|worked with|done (this|that|it) before|shipped|delivered for|for (anyone|anybody|someone|other (companies|clients|businesses|brands|firms))|(an?|any) (company|business|brand|firm|client|retailer|bank|shop|clinic) like (us|ours))\b/i],
  ['article', /\b(?:articles?(?!\s*\d)|blog ?posts?|posts? (?:on|about)|write-?ups?|(?:written|published|blogged) (?:anything|something|about|on|up)|anything (?:written|published|to read) (?:about|on)|(?:read|see) your (?:take|thoughts|views?) on)\b/i],
  ['job', /\b(openings?|vacanc\w*|positions?|hiring|jobs?|apply|applying|offer letter|(?:got|have|has|received|accepted) (?:an|the|your) offer|(?:is|am|are) joining|new joiners?|benefits|perks|appraisals?|probation|notice period)\b/i],
];
/**
 * The pages that list each kind of passage are worth what that kind is: the careers page counts
 * as much as its jobs, ahead of them when a question asks for openings, and below the company's
 * service pages when it asks what the company does. (Not the case-study listing: "the talking
 * therapies case study" asks for one study, not the list.)
 */
const LISTED_KIND = new Map<string, ChunkKind>([['/careers/', 'job']]);
/** The kind whose prior a passage takes: its own, or the kind its page lists. */
export const priorKind = (chunk: Chunk): ChunkKind => (chunk.kind === 'page' && LISTED_KIND.get(pageOf(chunk.url))) || chunk.kind;

/** How much each kind of passage is worth for this question. */
function priorsFor(query: string): Record<ChunkKind, number> {
  const prior = { ...(ABOUT_US.test(query) ? ABOUT_US_PRIOR : KIND_PRIOR) };
  for (const [kind, pattern] of KIND_HINTS) if (pattern.test(query)) prior[kind] *= 2;
  return prior;
}

/** Words of a page's visitor questions count as much as its text, less than its title and headings. */
const ASKED_BOOST = 1;
/**
 * A question is closer to another question than to a passage that answers it: on the tuning set
 * a visitor question's cosine separates answerable from unanswerable about as well as a passage's
 * cosine 0.1 lower, so it counts for that much less.
 */
export const ASKED_OFFSET = 0.1;

/** Each page's own passage: its whole-page passage (id and link are the page's path), else its first one. */
function pageLeads(chunks: Chunk[]): Map<string, Chunk> {
  const leads = new Map<string, Chunk>();
  for (const chunk of chunks) if (chunk.id === chunk.url && !chunk.url.includes('#')) leads.set(chunk.url, chunk);
  for (const chunk of chunks) {
    const path = pageOf(chunk.id);
    if (!leads.has(path) && pageOf(chunk.url) === path) leads.set(path, chunk);
  }
  return leads;
}

/** Words a synonym added count for less than the visitor's own. */
const SYNONYM_WEIGHT = 0.4;

export interface ScoredChunk {
  chunk: Chunk;
  /** The fused score (or the one ranking's score when only one ran): orders the results. */
  score: number;
  /** BM25+ score with the boosts, 0 when the words did not find it. */
  lexical: number;
  /** Closeness in meaning, when vectors are in use: the cosine similarity of the passage, or of its page's closest visitor question when that is higher. */
  similarity: number | null;
  /** The cosine similarity of the passage itself, when vectors are in use: whether its own sentences are about what was asked. */
  passageSimilarity: number | null;
}

export interface PageHit {
  url: string;
  pageTitle: string;
  score: number;
  /** Up to two of its passages, the best answers first by their own words and meaning: what is quoted. */
  chunks: ScoredChunk[];
  /** The passage that holds the page's best evidence, its visitor questions included (for a where-is-it question, often the page itself). */
  best: ScoredChunk;
  /** The cosine similarity of the page's closest visitor question, when vectors are in use and one was found. */
  askedSimilarity: number | null;
  /** Of the visitor and learned questions nearest the query (NEAREST_ASKED), the share this page answers, and the sum of their cosine similarities: 0 without vectors. */
  nearestAskedShare: number;
  nearestAskedCloseness: number;
  /** Whether the query names one of its passages by its full title. */
  named: boolean;
}

export interface Retrieval {
  pages: PageHit[];
  /** The passage the words matched best, with its BM25+ score. */
  bestLexical: { chunk: Chunk; score: number } | null;
  /** The highest cosine similarity of any passage, when vectors are in use. */
  bestSimilarity: number | null;
  /** The highest cosine similarity of any visitor question (not a learned one), when there are any and vectors are in use. */
  bestAsked: number | null;
  /** The highest cosine similarity of any visitor or learned question a page answers, when vectors are in use. */
  bestAnswered: number | null;
  /** The highest cosine similarity of any learned question no page answers, when there are any and vectors are in use. */
  bestUnanswered: number | null;
  /** The highest cosine similarity of any out-of-scope request, when there are any and vectors are in use. */
  bestOutOfScope: number | null;
}

/** What a query's words find: passages by BM25+, best first, and the passages it names by their full title. */
export interface WordMatches {
  lexical: { chunk: Chunk; score: number }[];
  named: Chunk[];
}

/** How passages are found: by their words (BM25+), by meaning (sentence vectors), or both, fused. */
export type RetrievalMode = 'lexical' | 'dense' | 'hybrid';

/** How deep each ranking goes before fusion. */
const CANDIDATES = 50;
/**
 * How many of the visitor and learned questions nearest the query vote for the pages they lead to:
 * a page many nearby questions lead to is more likely the answer than one a single close question
 * does (ranker features, for a question asked on its own; on the tuning set, left one batch out,
 * hit@1 end to end 0.898 -> 0.901; the nearest 5 or 20 did no better).
 */
const NEAREST_ASKED = 10;

/** Of the questions nearest the query, the share that lead to one page and the sum of their similarities. */
interface NearestAsked {
  share: number;
  closeness: number;
}

/** What the visitor and learned questions say of a query (Retriever.asked). */
interface Asked {
  byLead: Map<Chunk, number>;
  bestVisitorQuestion: number | null;
  nearestByPage: Map<string, NearestAsked>;
}

/** Without question vectors, or without the query's: no question is close. */
const nothingAsked = (): Asked => ({ byLead: new Map(), bestVisitorQuestion: null, nearestByPage: new Map() });

/**
 * The full names a visitor may use for a passage: a role's title, an FAQ question, a page's
 * title or menu label of three words or more (shorter ones, "Case Studies", are words of many
 * questions), each also without a bracketed part ("QA Automation Engineer (Playwright)").
 */
/** What the site's menus call each page. */
const MENU_LABELS = new Map<string, string[]>();
for (const link of [...navSections.flatMap((section) => section.links), ...footerLinks]) MENU_LABELS.set(link.href, [...(MENU_LABELS.get(link.href) ?? []), link.label]);

function namesOf(chunk: Chunk): string[] {
  const titles = chunk.kind === 'job' || chunk.kind === 'faq' ? [chunk.heading] : chunk.url.includes('#') ? [] : [chunk.pageTitle, ...(chunk.alias ? [chunk.alias] : []), ...(MENU_LABELS.get(chunk.url) ?? [])];
  return [...new Set(titles.flatMap((title) => [title, title.replace(/\s*\([^)]*\)/g, '')]).map(comparableText))];
}

/** How many words a name needs to be recognised inside a question; a query that is the name alone ("careers", "the faq page") names it at any length. */
const minWordsOfName = (chunk: Chunk) => (chunk.kind === 'job' ? 2 : 3);
/** A search-box query for a page by its name: "the careers page" is "careers". */
const asPageName = (query: string) => comparableText(query).replace(/^(the|your|ur) /, '').replace(/ (page|section)$/, '');

/**
 * Retrieval over the site's passages, grouped by page: BM25+ (MiniSearch) with kind priors and
 * query synonyms, cosine similarity over sentence vectors, and score fusion of the two (fusion.ts).
 */
export class Retriever {
  private readonly search: MiniSearch<Chunk>;
  private readonly byId: Map<string, Chunk>;
  /** The kind whose prior each passage takes, by id: looked up for every passage a query's words match. */
  private readonly priorKindOf: Map<string, ChunkKind>;
  private readonly positionOf: Map<Chunk, number>;
  /** Each page's passages, in site order, by the path they link to. */
  private readonly byPage = new Map<string, Chunk[]>();
  /** Each passage's names; `inQuestion` when the name is long enough to be recognised inside a question, not only alone. */
  private readonly names: { name: string; chunk: Chunk; inQuestion: boolean }[];
  /**
   * Every stored vector in one matrix, so a query vector is scored against all of them in one
   * product: the passages' (row for row with `chunks`), then the visitor questions', the learned
   * questions', the out-of-scope requests' and the unanswered questions' (`rows` says where each
   * part starts); null when meaning is not in use.
   */
  private readonly matrix: VectorMatrix | null;
  private readonly rows: { questions: number; learned: number; outOfScope: number; unanswered: number; end: number };
  /** The last query vector's product with `matrix`: a second retrieval with it (the asking sentences of a message) costs no product. */
  private lastProduct: { vector: Float32Array; values: Float32Array } | null = null;
  /** The passages visitor and learned questions lead to (their pages' own, whole-page passages), and for each question row, the place of its lead among them. */
  private readonly askedLeads: Chunk[];
  private readonly askedLeadOf: Uint16Array;
  /** A page's own passage's visitor questions, one text: searched with its words. */
  private readonly askedText = new Map<string, string>();
  /** Each page's words, stemmed: its passages with their titles, and its visitor questions. */
  private readonly pageWords = new Map<string, Set<string>>();
  /** Each passage's stemmed words with its visitor questions', read once when the gate or the ranker first checks it. */
  private readonly passageStems = new Map<Chunk, Set<string>>();
  /** On how many pages each stemmed word appears. */
  private readonly pagesWithWord = new Map<string, number>();

  /**
   * `vectors` holds the passages' vectors, then the visitor questions', the out-of-scope requests',
   * the learned questions' and the unanswered questions' (as the build writes them); questions whose
   * page has no passage are left out. Learned questions (the tuning set's, see learnedQuestions.ts)
   * rank pages by meaning only: their words are not the page's, and the answer gate's closeness
   * reads only the editors' questions. Unanswered ones (the tuning set's unanswerable and off-topic
   * questions) are only measured against (bestUnanswered).
   */
  constructor(
    private readonly chunks: Chunk[],
    vectors: Float32Array[] | null = null,
    questions: readonly { text: string; page: string }[] = [],
    outOfScope: readonly string[] = [],
    learned: readonly { text: string; page: string }[] = [],
    unanswered: readonly string[] = [],
  ) {
    this.byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
    this.priorKindOf = new Map(chunks.map((chunk) => [chunk.id, priorKind(chunk)]));
    this.positionOf = new Map(chunks.map((chunk, position) => [chunk, position]));
    for (const chunk of chunks) {
      const path = pageOf(chunk.url);
      const onPage = this.byPage.get(path);
      if (onPage) onPage.push(chunk);
      else this.byPage.set(path, [chunk]);
    }
    const leads = pageLeads(chunks);
    const keep = (list: readonly { text: string; page: string }[], offset: number) =>
      list.flatMap((question, position) => (leads.get(question.page) ? [{ ...question, row: offset + position }] : []));
    const { questionsFrom, outOfScopeFrom, learnedFrom, unansweredFrom, total } = vectorLayout({ passages: chunks.length, questions: questions.length, outOfScope: outOfScope.length, learned: learned.length, unanswered: unanswered.length });
    const kept = keep(questions, questionsFrom);
    const keptLearned = keep(learned, learnedFrom);
    const questionLeads = [...kept, ...keptLearned].map((question) => leads.get(question.page)!);
    this.askedLeads = [...new Set(questionLeads)];
    const leadPlace = new Map(this.askedLeads.map((lead, place) => [lead, place]));
    this.askedLeadOf = Uint16Array.from(questionLeads, (lead) => leadPlace.get(lead)!);
    // Without every vector the build writes, only the passages' are known to be where they should be.
    const complete = vectors !== null && vectors.length === total;
    const parts = complete
      ? [vectors.slice(0, chunks.length), kept.map((question) => vectors[question.row]), keptLearned.map((question) => vectors[question.row]), vectors.slice(outOfScopeFrom, learnedFrom), vectors.slice(unansweredFrom)]
      : [vectors?.slice(0, chunks.length) ?? [], [], [], [], []];
    const starts = parts.reduce<number[]>((at, part) => [...at, at[at.length - 1] + part.length], [0]);
    this.rows = { questions: starts[1], learned: starts[2], outOfScope: starts[3], unanswered: starts[4], end: starts[5] };
    this.matrix = vectors ? new VectorMatrix(parts.flat()) : null;
    const asked = this.askedText;
    for (const question of kept) {
      const lead = leads.get(question.page)!;
      asked.set(lead.id, `${asked.get(lead.id) ?? ''}\n${question.text}`);
    }
    for (const [path, passages] of this.byPage) {
      const words = stemmedWords(passages.map((chunk) => `${passageWords(chunk)} ${asked.get(chunk.id) ?? ''}`).join(' '));
      this.pageWords.set(path, words);
      for (const word of words) this.pagesWithWord.set(word, (this.pagesWithWord.get(word) ?? 0) + 1);
    }
    this.search = new MiniSearch<Chunk>({
      idField: 'id',
      fields: ['pageTitle', 'heading', 'tags', 'text', 'asked'],
      extractField: (chunk, field) => (field === 'asked' ? (asked.get(chunk.id) ?? '') : chunk[field as keyof Chunk]),
      processTerm,
      searchOptions: { boost: { pageTitle: 3, heading: 2.5, tags: 1.5, asked: ASKED_BOOST }, processTerm },
    });
    this.search.addAll(chunks);
    this.names = chunks
      .flatMap((chunk) => namesOf(chunk).map((name) => ({ name, chunk, inQuestion: name.split(' ').length >= minWordsOfName(chunk) })))
      .sort((a, b) => b.name.length - a.name.length);
  }


  /** The question's terms a passage holds, with its titles, tags and visitor questions: the answer gate's evidence that it is about what was asked. */
  coverage(question: string, chunk: Chunk): number {
    let words = this.passageStems.get(chunk);
    if (!words) {
      words = stemmedWords(`${passageWords(chunk)} ${this.askedText.get(chunk.id) ?? ''}`);
      this.passageStems.set(chunk, words);
    }
    return coverageOf(question, words);
  }

  /** On how many of the site's pages a term appears, in any form. */
  pagesMentioning(term: string): number {
    return this.pagesWithWord.get(stem(term)) ?? 0;
  }

  /**
   * Whether a page's passages hold the terms in their order, side by side or with one word between
   * ("Cyber Essentials", not "cyber" here and "essential" there; "ISO 27001" in "ISO/IEC 27001").
   */
  mentionsPhrase(page: PageHit, terms: readonly string[]): boolean {
    const phrase = terms.map(stem);
    const words = this.passagesOf(page).flatMap((chunk) => wordsOf(passageWords(chunk)).map(stem));
    const followsAt = (at: number, next: number): boolean => next === phrase.length || [at + 1, at + 2].some((then) => words[then] === phrase[next] && followsAt(then, next + 1));
    return words.some((word, at) => word === phrase[0] && followsAt(at, 1));
  }

  /** Whether a page holds every one of the terms, itself or through a synonym, in its passages or its visitor questions. */
  mentionsAll(page: PageHit, terms: readonly string[]): boolean {
    const words = this.pageWords.get(page.url) ?? stemmedWords(this.passagesOf(page).map(passageWords).join(' '));
    const missing = terms.filter((term) => !holdsTerm(words, term));
    if (!missing.length) return true;
    // An abbreviation the page spells out: "DPA" on a page about a "data processing agreement".
    if (!missing.every((term) => INITIALISM.test(term))) return false;
    const text = wordsOf(this.passagesOf(page).map(passageWords).join(' '));
    return missing.every((term) => spellsOut(text, term));
  }

  /** A page's passages in the order the page shows them (its own passage first). */
  passagesOf(page: PageHit): Chunk[] {
    return this.byPage.get(page.url) ?? page.chunks.map(({ chunk }) => chunk);
  }

  /** Passages the question names by their full title ("the Business Analyst job"), or names alone ("careers"), longest name first. */
  named(query: string): Chunk[] {
    const text = ` ${comparableText(query)} `;
    const alone = asPageName(query);
    return [...new Set(this.names.filter(({ name, inQuestion }) => name === alone || (inQuestion && text.includes(` ${name} `))).map(({ chunk }) => chunk))];
  }

  /** Passages the whole question names by their full title: a FAQ question asked word for word, as when a visitor taps it as a suggestion. */
  namedAlone(query: string): Set<Chunk> {
    const alone = asPageName(query);
    return new Set(this.names.filter(({ name }) => name === alone).map(({ chunk }) => chunk));
  }

  /** Passages by their words, best first, with their BM25+ scores. */
  lexical(query: string): { chunk: Chunk; score: number }[] {
    const own = contentTerms(query);
    const synonymsOnly = new Set(
      expandQuery(own)
        .filter((term) => !own.includes(term))
        .map(stem),
    );
    for (const term of own) synonymsOnly.delete(stem(term));
    const text = [...own, ...synonymsOnly].join(' ');
    if (!text) return [];
    const prior = priorsFor(query);
    const options = {
      boostTerm: (term: string) => (synonymsOnly.has(term) ? SYNONYM_WEIGHT : 1),
      boostDocument: (id: string) => prior[this.priorKindOf.get(id)!],
      prefix: (term: string, index: number, terms: string[]) => index === terms.length - 1 && term.length > 3,
    };
    let results = this.search.search(text, options);
    if (results.length < 3) results = this.search.search(text, { ...options, fuzzy: 0.2 });
    return results.slice(0, CANDIDATES).map((result) => ({ chunk: this.byId.get(result.id)!, score: result.score }));
  }

  /** The query vector's cosine similarity to every stored vector, in `matrix` order. */
  private product(queryVector: Float32Array): Float32Array {
    if (this.lastProduct?.vector !== queryVector) this.lastProduct = { vector: queryVector, values: this.matrix!.similarities(queryVector) };
    return this.lastProduct.values;
  }

  /** The query vector's similarities to one part of the stored vectors (from `start` to `end` in `matrix`). */
  private part(queryVector: Float32Array, start: number, end: number): Float32Array {
    return this.product(queryVector).subarray(start, end);
  }

  /** Passages by meaning, best first, with their cosine similarity to the question's vector. */
  dense(queryVector: Float32Array): { chunk: Chunk; similarity: number }[] {
    if (!this.matrix) return [];
    return highest(this.part(queryVector, 0, this.rows.questions), CANDIDATES).map(({ index, similarity }) => ({ chunk: this.chunks[index], similarity }));
  }

  /**
   * Pages' own passages by their closest visitor or learned question, with its cosine similarity
   * to the question's vector; the similarity of the closest visitor question alone; and, by page,
   * the votes of the NEAREST_ASKED questions nearest it.
   */
  private asked(queryVector: Float32Array): Asked {
    // Without the questions' vectors, no page is close by its visitor questions.
    const { questions, learned, outOfScope } = this.rows;
    if (outOfScope === questions) return nothingAsked();
    const closest = new Float32Array(this.askedLeads.length).fill(-1);
    // The visitor questions' rows, then the learned questions'.
    const similarities = this.part(queryVector, questions, outOfScope);
    const firstLearnedRow = learned - questions;
    let bestVisitorQuestion: number | null = null;
    for (let row = 0; row < similarities.length; row += 1) {
      const place = this.askedLeadOf[row];
      if (similarities[row] > closest[place]) closest[place] = similarities[row];
      if (row < firstLearnedRow && similarities[row] > (bestVisitorQuestion ?? -1)) bestVisitorQuestion = similarities[row];
    }
    const nearestByPage = new Map<string, NearestAsked>();
    for (const { index, similarity } of highest(similarities, NEAREST_ASKED)) {
      const path = pageOf(this.askedLeads[this.askedLeadOf[index]].url);
      const sum = nearestByPage.get(path) ?? { share: 0, closeness: 0 };
      nearestByPage.set(path, { share: sum.share + 1 / NEAREST_ASKED, closeness: sum.closeness + similarity });
    }
    return { byLead: new Map(this.askedLeads.map((lead, place) => [lead, closest[place]])), bestVisitorQuestion, nearestByPage };
  }

  /**
   * What the query's words find, which needs no vector: searched while the question is embedded
   * (the worker computes meanwhile), then handed to retrieve().
   */
  wordMatches(query: string): WordMatches {
    return { lexical: this.lexical(query), named: this.named(query) };
  }

  /** The best pages for a query (see retrieve). */
  pages(query: string, queryVector: Float32Array | null = null, limit = 3, mode: RetrievalMode = 'hybrid'): PageHit[] {
    return this.retrieve(query, queryVector, limit, mode).pages;
  }

  /**
   * The best pages for a query, each with up to two of its passages, ranked by its best one, and
   * the evidence each ranking found. Without a query vector (or passage vectors), every mode
   * falls back to words alone. The page at `keep` (the one a conversation is on) is among the
   * pages found however it ranks, its passages scored like the others.
   */
  retrieve(query: string, queryVector: Float32Array | null = null, limit = 3, mode: RetrievalMode = 'hybrid', words: WordMatches = this.wordMatches(query), keep: string | null = null): Retrieval {
    // The words' best match is evidence for the answer gate in every mode; it ranks only when words do.
    const { lexical } = words;
    const meaningVector = mode !== 'lexical' ? queryVector : null;
    const dense = meaningVector ? this.dense(meaningVector) : [];
    const { byLead: asked, bestVisitorQuestion, nearestByPage } = meaningVector && this.matrix ? this.asked(meaningVector) : nothingAsked();
    const askedRanking = [...asked].sort((a, b) => b[1] - a[1]).slice(0, CANDIDATES);
    const lexicalScore = new Map(lexical.map(({ chunk, score }) => [chunk, score]));
    const similarity = new Map(dense.map(({ chunk, similarity: value }) => [chunk, value]));
    const passageSimilarityOf = (chunk: Chunk) => {
      if (!queryVector || !this.matrix) return null;
      return similarity.get(chunk) ?? this.matrix.similarity(queryVector, this.positionOf.get(chunk)!);
    };
    const similarityOf = (chunk: Chunk) => {
      const own = passageSimilarityOf(chunk);
      return own === null ? null : Math.max(own, (asked.get(chunk) ?? -1) - ASKED_OFFSET);
    };
    // Meaning alone ranks what meaning found; otherwise words (and names) rank with meaning when it is there.
    const byMeaningOnly = mode === 'dense' && dense.length > 0;
    const named = byMeaningOnly ? [] : words.named;
    const meaningFound = [...dense.map(({ chunk }) => chunk), ...askedRanking.map(([chunk]) => chunk)];
    const candidates = new Set<Chunk>(byMeaningOnly ? meaningFound : [...lexical.map(({ chunk }) => chunk), ...meaningFound, ...named]);
    const kept = keep === null ? [] : (this.byPage.get(keep) ?? []);
    for (const chunk of kept) candidates.add(chunk);
    const bestLexical = byMeaningOnly ? 0 : (lexical[0]?.score ?? 0);
    const namedSet = new Set(named);
    const aboutUs = ABOUT_US.test(query);
    const scoreOf = (chunk: Chunk, similarity: number | null) =>
      fusedScore({ similarity: similarity ?? 0, lexical: lexicalScore.get(chunk) ?? 0, named: namedSet.has(chunk), ownAnswer: aboutUs && OWN_ANSWERS.has(chunk.kind) }, bestLexical);
    const passageScore = new Map<Chunk, number>();
    const ranked = [...candidates]
      .map((chunk): ScoredChunk => {
        const [similarity, passageSimilarity] = [similarityOf(chunk), passageSimilarityOf(chunk)];
        passageScore.set(chunk, scoreOf(chunk, passageSimilarity));
        return { chunk, score: scoreOf(chunk, similarity), lexical: lexicalScore.get(chunk) ?? 0, similarity, passageSimilarity };
      })
      .sort((a, b) => passageScore.get(b.chunk)! - passageScore.get(a.chunk)!);
    const pages = new Map<string, PageHit>();
    for (const scored of ranked) {
      const path = pageOf(scored.chunk.url);
      const nearby = nearestByPage.get(path);
      const page: PageHit = pages.get(path) ?? { url: path, pageTitle: scored.chunk.pageTitle, score: Number.NEGATIVE_INFINITY, chunks: [], best: scored, askedSimilarity: null, nearestAskedShare: nearby?.share ?? 0, nearestAskedCloseness: nearby?.closeness ?? 0, named: false };
      const askedHere = asked.get(scored.chunk);
      if (askedHere !== undefined && askedHere > (page.askedSimilarity ?? -1)) page.askedSimilarity = askedHere;
      if (namedSet.has(scored.chunk)) page.named = true;
      // A page ranks by its best evidence, its visitor questions included; counting its other
      // passages would let a page with many similar ones (the FAQ, a long article) outrank the one
      // passage that answers. What it quotes are its passages that answer best by their own words and meaning.
      if (page.chunks.length < 2) page.chunks.push(scored);
      if (scored.score > page.score) [page.score, page.best] = [scored.score, scored];
      pages.set(path, page);
    }
    return {
      pages: withKept([...pages.values()].sort((a, b) => b.score - a.score), keep, limit),
      bestLexical: lexical[0] ?? null,
      bestSimilarity: dense[0]?.similarity ?? null,
      bestAsked: bestVisitorQuestion,
      bestOutOfScope: meaningVector && this.matrix ? highestOf(this.part(meaningVector, this.rows.outOfScope, this.rows.unanswered)) : null,
      bestAnswered: askedRanking[0]?.[1] ?? null,
      bestUnanswered: meaningVector && this.matrix ? highestOf(this.part(meaningVector, this.rows.unanswered, this.rows.end)) : null,
    };
  }
}

/** The highest of some similarities; null when there are none. */
const highestOf = (values: Float32Array): number | null => (values.length ? values.reduce((best, value) => Math.max(best, value), -Infinity) : null);

/** The first `limit` pages, the page at `keep` among them (last, if it ranked lower). */
function withKept(pages: PageHit[], keep: string | null, limit: number): PageHit[] {
  const top = pages.slice(0, limit);
  const kept = keep === null || top.some((page) => page.url === keep) ? null : pages.find((page) => page.url === keep);
  return kept ? [...top.slice(0, limit - 1), kept] : top;
}

/** A word that may be an abbreviation: two to five letters. */
const INITIALISM = /^[a-z]{2,5}$/;

/** Whether some run of the words starts with the abbreviation's letters, in order ("data processing agreement" for "dpa"), none of them a little word ("share our certificate" is no "soc"). */
function spellsOut(words: readonly string[], abbreviation: string): boolean {
  const spelling = (word: string | undefined, letter: string) => word !== undefined && word[0] === letter && !QUESTION_STOP_WORDS.has(word);
  return words.some((_, start) => [...abbreviation].every((letter, offset) => spelling(words[start + offset], letter)));
}

/** The terms a text contains, itself or through a synonym ("hospital" in a text on healthcare). */
export const termsIn = (text: string, terms: readonly string[]): string[] => termsHeld(stemmedWords(text), terms);

/** The terms stemmed words hold, themselves or through a synonym. */
const termsHeld = (words: ReadonlySet<string>, terms: readonly string[]): string[] => terms.filter((term) => holdsTerm(words, term));

/** Whether stemmed words hold a term, itself or through a synonym. */
const holdsTerm = (words: ReadonlySet<string>, term: string) => [term, ...expandQuery([term])].some((word) => words.has(stem(word)));

/** Share of a question's own terms that a text contains, itself or through a synonym. */
export function termCoverage(question: string, text: string): number {
  return coverageOf(question, stemmedWords(text));
}

/** Share of a question's own terms that stemmed words hold, themselves or through a synonym. */
function coverageOf(question: string, words: ReadonlySet<string>): number {
  const terms = [...new Set(contentTerms(question))];
  return terms.length === 0 ? 0 : termsHeld(words, terms).length / terms.length;
}


