import { expandQuery } from './synonyms';
import { contentTerms, stemmedWords, wordsOf, type PageHit } from './retriever';
import { stem } from './stem';

/** "How much…" about money, or what a salary, a fee, a revenue is: the answer is an amount of money. */
const HOW_MUCH = /\bhow much\b/i;
const MONEY_WORD = /\b(cost|costs|charge|charges|price|prices|pay|paid|salary|salaries|stipend|fee|fees|rate|rates|revenue|earn|spend|budget|prize|bonus|allowance|compensation|discount|insurance|cover|money)\b/i;
const ASKS_FOR_MONEY_FIGURE = /\b(what|what's|what is|what was)\b.*\b(salary|salaries|stipend|revenue|turnover|hourly rate|day rate)\b|\b(salary|stipend|revenue|hourly rate|day rate)\b.*\b(what is|what's)\b/i;
const asksAmount = (question: string) => (HOW_MUCH.test(question) && MONEY_WORD.test(question)) || ASKS_FOR_MONEY_FIGURE.test(question);
/** "How many interns…", "how many of the 2024 interns…": the counted thing. */
const ASKS_COUNT = /\bhow many\s+(?:of\s+(?:the|your|our|their)\s+)?(?:\d+\s+)?([\p{L}-]+)/iu;
/** "What percentage…", "…as a percentage": the answer is a share. */
const ASKS_PERCENT = /\b(what|which) (percentage|per ?cent|proportion|share)\b|\bas a (percentage|per ?cent)\b|\bwhat % /i;
/** "What year…", "since when…", "when was … founded": the answer is a year. */
const ASKS_YEAR = /\b(what|which) year\b|\bsince when\b|\bin what year\b/i;
/** "What was your booth number": the answer is a number. */
const ASKS_NUMBER = /\bwhat(?:'s| is| was)? (?:the |your |their )?(?:[\p{L}-]+ )?number\b/iu;
/** How close (in words) before the counted thing its figure must stand: "about 200 engineers", "40 of our people". */
const COUNT_WINDOW = 4;
/** A year ("our 2024 cohorts") is a date, not a count. */
const YEAR = /^(19|20)\d\d$/;
const YEAR_IN_TEXT = /\b(19|20)\d\d\b/;
const MONEY = /[$€£₹]\s?\d|\b\d[\d,.]*\s?(k|usd|eur|gbp|inr|rupees?|lakhs?|crores?|dollars?|euros?)\b/i;
const PERCENT = /\d\s?(%|per ?cent\b)/i;
const DIGIT = /\d/;
const NUMBER = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|dozen)\b/i;

/** "Who is the…", "what is the name of…", "which bank…": the answer is someone's or something's name. */
const ASKS_NAME =
  /^who(?:'s| is| was| are| were)? (?:the|your|their|his|her|its)\b|^who (?:runs|leads|heads|founded|started|manages|won|wrote|audits|certifies)\b|\bwhat(?:'s| is| was| are)? (?:the |their |his |her |its )?names?\b|\bnames? of\b|\bwhich (?:[\p{L}'’-]+ ){0,2}(company|companies|university|college|bank|society|body|organi[sz]ation|client|customer|vendor|partner|firm|school|charity|ngo|hospital|person|people)\b/iu;
/** Two or more capitalised words in a row ("Rohan Deshpande", "Acme Retail"). */
const NAME_RUN = /\b[A-Z][\p{Ll}'’-]+(?:\s+[A-Z][\p{Ll}'’-]+)+/gu;
/** Capitalised at the start of a sentence, not because they name someone. */
const SENTENCE_STARTERS = new Set('A An And As At By For From How If In It Its Most Our Some The These This Those We What When Where Which Who With You Your'.split(' '));

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

/** Whether a sentence is about what was asked: it holds at least half of the question's terms. */
function aboutWhatWasAsked(sentence: string, asked: Set<string>): boolean {
  const words = stemmedWords(sentence);
  const held = [...asked].filter((word) => words.has(word)).length;
  return held > 0 && held >= asked.size / 2;
}

/** Whether a sentence about what was asked names someone or something the question does not. */
function statesName(text: string, question: string): boolean {
  const asked = new Set(contentTerms(question).map(stem));
  return sentencesOf(text).some((sentence) => {
    if (!aboutWhatWasAsked(sentence, asked)) return false;
    return [...sentence.matchAll(NAME_RUN)].some(([run]) => {
      const parts = run.split(/\s+/);
      return !SENTENCE_STARTERS.has(parts[0]) && !parts.some((part) => asked.has(stem(part.toLowerCase())));
    });
  });
}

/** Whether a sentence about what was asked matches `figure` ("a year", "a percentage"), besides any figure the question itself gives ("at RSAC 2024"). */
function statesFigure(text: string, question: string, figure: RegExp): boolean {
  const asked = new Set(contentTerms(question).map(stem));
  const given = new Set(question.match(/\d[\d,.]*/g) ?? []);
  return sentencesOf(text).some((sentence) => {
    const rest = given.size ? sentence.replace(/\d[\d,.]*/g, (figureText) => (given.has(figureText) ? '' : figureText)) : sentence;
    return figure.test(rest) && (asked.size === 0 || aboutWhatWasAsked(sentence, asked));
  });
}

/** Whether a text gives a figure just before the thing counted (or one of its synonyms): "about 320 people", not "16 hours for our people". */
function statesCount(text: string, counted: string): boolean {
  const forms = new Set([counted, ...expandQuery([counted])].map((word) => stem(word.toLowerCase())));
  const words = wordsOf(text);
  const isFigure = (word: string) => NUMBER.test(word) && !YEAR.test(word);
  return words.some((word, position) => forms.has(stem(word)) && words.slice(Math.max(0, position - COUNT_WINDOW), position).some(isFigure));
}

/** What a passage must state to answer the question, or null when the question asks for no particular kind of fact. */
function requiredFact(question: string): ((text: string) => boolean) | null {
  if (asksAmount(question)) return (text) => statesFigure(text, question, MONEY);
  if (ASKS_PERCENT.test(question)) return (text) => statesFigure(text, question, PERCENT);
  const counted = ASKS_COUNT.exec(question)?.[1];
  if (counted) return (text) => statesCount(text, counted);
  if (ASKS_YEAR.test(question)) return (text) => statesFigure(text, question, YEAR_IN_TEXT);
  if (ASKS_NUMBER.test(question)) return (text) => statesFigure(text, question, DIGIT);
  if (ASKS_NAME.test(question)) return (text) => statesName(text, question);
  return null;
}

/** The pages with the one at `index` first, the others in their order. */
export const ledBy = (pages: PageHit[], index: number): PageHit[] => (index <= 0 ? pages : [pages[index], ...pages.filter((_, position) => position !== index)]);

/**
 * A question that asks for a figure ("how much…", "how many…", "what year…") or a name ("who
 * is the…") is answered by the first page found that states one; the others move down. Null when
 * none does: the passages are about the subject, not what was asked of it.
 */
export function pagesStatingWhatIsAsked(question: string, pages: PageHit[]): PageHit[] | null {
  const states = requiredFact(question);
  if (!states) return pages;
  const index = pages.findIndex((page) => page.chunks.some(({ chunk }) => states(`${chunk.heading} ${chunk.text}`)));
  return index < 0 ? null : ledBy(pages, index);
}
