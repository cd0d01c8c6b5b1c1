import { alternativesOfStem, expandForFacts } from './synonyms';
import type { Chunk } from './chunks';
import { sentencesOf } from './sentences';
import { contentTerms, QUESTION_STOP_WORDS, stemmedWords, wordsOf, type PageHit } from './retriever';
import { COMPANY_NAME, THE_COMPANY_ADDRESSED } from './regExp';
import { stem } from './stem';
import { NUMBER_WORD } from './spokenNumbers';
import { askingSentences } from './questionParts';

/** "How much…" about money, or what a salary, a fee, a revenue is: the answer is an amount of money ("can we pay in euros", "pay by card": how, not how much). */
const HOW_MUCH = /\bhow much\b/i;
const MONEY_WORD = /\b(cost|costs|charge|charges|price|prices|pay|paid|salary|salaries|stipend|fee|fees|rate|rates|revenue|earn|spend|budget|prize|bonus|allowance|compensation|discount|insurance|cover|money)\b/i;
/** "What is the salary…", "what would we pay…" (not why one should pay, nor what a payment is for: "…move buyers to WhatsApp to pay"). */
const ASKS_FOR_MONEY_FIGURE =
  /\b(what|what's|whats|what is|what was)\b.*\b(salary|salaries|stipend|revenue|turnover|hourly rate|day rate|(?<!\b(?:why|should|must|to) (?:i |we )?)pay(?! (?:in|with|by|via|using) (?:euros?|eur|dollars?|usd|pounds|gbp|sterling|rupees|inr|aud|cad|sgd|aed|dirhams?|riyals?|(?:our |local )?currenc(?:y|ies)|(?:credit |debit )?cards?|upi|bank transfer|wire|instal?ments?|crypto|cheque)\b)|budget|ctc)\b|\b(salary|stipend|revenue|hourly rate|day rate)\b.*\b(what is|what's|whats)\b|\bwhat (did|does|do|would|will) [^?.!]*\bcost\b/i;
/** "The exact stipend amount", "the actual monthly rate": a figure, not how it works. */
const EXACT_FIGURE = /\b(exact|actual|precise|specific)\b|\bamount\b/i;
/** "In euros, how much…", "what was the bill in dollars": the answer is an amount in a currency. */
const CURRENCY_NAMES = 'euros?|eur|dollars?|usd|us dollars|pounds|gbp|sterling|rupees|inr|aud|cad|sgd|aed|dirhams?|riyals?';
const IN_CURRENCY = new RegExp(String.raw`\b(?:in|into) (?:${CURRENCY_NAMES})\b`, 'i');
/** "Salary range for the data engineer role", "stipend band", "average salary": a span or a mean of amounts. */
const AMOUNT_RANGE = /\b(?:salary|salaries|pay|stipend|ctc|compensation) (?:range|band|bracket)s?\b|\b(?:avg|average|typical|median|usual) (?:salary|salaries|pay|ctc|package|stipend)\b/i;
/** A search-box query naming an amount and little else ("hackathon prize money?", "nexaloom annual revenue 2024"). */
const TERSE_AMOUNT =
  /^\W*(?:[\p{L}'-]+\s+){0,3}(?:salary|salaries|stipend|revenue|turnover|prize money|ctc)[\s\d?!.]*$|^\W*(?:salary|salaries|stipend|ctc|pay|package)\s+(?:for|of|at|in)\s+(?:[\p{L}'-]+\s*){1,4}[?!.]*$/iu;
/** "What's the cancellation fee…", "what is the lender's monthly AWS bill", "what's the fixed price for a pilot", "what's the monthly rate for one engineer", "what was the total cost of the app": a fee, price, bill, cost or billing rate asked for is an amount ("the difference between your fixed price and…" compares two ways of working). */
const ASKS_FOR_A_CHARGE = /\bwhat(?:'s|s| is| are| was| were| would be| will be)? (?:the|your|a|their|its) (?:(?!(?:difference|between|and|or|vs)\b)[\p{L}'’-]+ ){0,4}(?:fee|fees|price|bill|charge|cost|costs|(?:hourly|daily|day|weekly|monthly|blended|billing) rates?)\b(?! percent| percentage)/iu;
/** A search-box query naming money and a currency ("dev rate per month usd"). */
const CURRENCY = new RegExp(String.raw`\b(?:${CURRENCY_NAMES})\b`, 'i');
const TERSE_AMOUNT_WORDS = 6;
const terseInCurrency = (question: string) => question.split(/\s+/).filter(Boolean).length <= TERSE_AMOUNT_WORDS && MONEY_WORD.test(question) && CURRENCY.test(question);
const ASKS_WHAT = /\bhow much\b|\bwhat(?:'s|s| is| was| were| did| does| do| would| will)\b/i;
/** "Paid time off", "paid leave": time, not money. */
const PAID_TIME = /\bpaid (time off|leave|holidays?|days?|vacations?|sick leave|volunteering)\b/gi;
/** "What does the learning budget cover?", "what will the stipend pay for?": what it is spent on, not how much it is ("what did the bank pay for the programme?" is a price). */
const ASKS_WHAT_IT_COVERS = /\bwhat (?:does|do|did|will|would|can|could)\b[^?.!]*\b(?:cover|covers|include|includes|pay for(?! (?:the|a|an|that|this|these|those|their|its|our|your|his|her|it|them)\b)|go towards|apply to)\b/i;
/** "How much shorter did tests get", "how much faster is it": by how much something changed, not an amount of money ("CUPED on revenue per visitor"). */
const HOW_MUCH_CHANGED = /\bhow much (?:faster|slower|shorter|longer|quicker|better|worse|bigger|smaller|higher|lower|fewer|smoother|leaner|lighter|heavier)\b/i;
/** "How much did their costs drop", "how much did you cut testing time" (the verb within a few words: "pay for the drop" is money): by how much something moved, a figure in digits or words ("31%", "from three days to four hours"). */
const HOW_MUCH_MOVED =
  /\bhow much (?:did|does|do|has|have|had|would|will|could|can) (?:[\p{L}'’-]+ ){0,4}(?:drop|dropped|fall|fell|go down|went down|come down|came down|decrease|decreased|reduce|reduced|shrink|shrank|rise|rose|go up|went up|increase|increased|grow|grew|improve|improved|change|changed|save|saved|cut|lower|lowered)\b/iu;
/** "How much is it a month?", "how much are they?": what something costs, whatever it is. */
const HOW_MUCH_IS_IT = /\bhow much (?:is|are|was|were|'s) (?:it|that|this|they|those|these|one)\b/i;
const asksAmount = (question: string) => {
  const asked = question.replace(PAID_TIME, 'time off');
  if (HOW_MUCH_CHANGED.test(asked) || (HOW_MUCH_MOVED.test(asked) && !IN_CURRENCY.test(asked)) || (ASKS_WHAT_IT_COVERS.test(asked) && !HOW_MUCH.test(asked))) return false;
  return ((HOW_MUCH.test(asked) || EXACT_FIGURE.test(asked)) && MONEY_WORD.test(asked)) || HOW_MUCH_IS_IT.test(asked) || ASKS_FOR_MONEY_FIGURE.test(asked) || (IN_CURRENCY.test(asked) && ASKS_WHAT.test(asked)) || AMOUNT_RANGE.test(asked) || TERSE_AMOUNT.test(asked) || ASKS_FOR_A_CHARGE.test(asked) || terseInCurrency(asked);
};
/** "Did churn fall? By how much?": the answer is a figure. */
const BY_HOW_MUCH = /\bby how much\b/i;
/** "How many interns…", "how many of the 2024 interns…", "within how many hours…" opening a sentence or clause (not "…we don't know how many people walk in"): the counted thing. */
const ASKS_COUNT = /(?:^|[,;:?!.]\s*)(?:and |so |but |then |exactly |roughly |about |within |in |after |for |by )?how many\s+(?:of\s+(?:the|your|our|their)\s+)?(?:\d[\d,.]*\s+)?([\p{L}-]+)/iu;
/** "How big is the company", "what size is your team": a company or a team is as big as its people. */
const HOW_BIG = /\bhow (?:big|large) (?:is|are) (?:(?:the|your) (?:company|firm|team|organi[sz]ation|business)|you)\b|\bwhat size (?:is|are) (?:the|your) (?:company|firm|team|organi[sz]ation)\b/i;
const COMPANY_PEOPLE = new Set(['people', 'employee', 'engineer', 'staff'].map(stem));
/** "Five people on our leadership team", "the three engineers in the guild": a part of the company, not its size. */
const PART_OF_COMPANY = /\b[\p{L}\d,]+\s+(?:[\p{L}-]+\s+)?(?:people|members|engineers|employees|staff)\s+(?:on|in)\s+(?:our|the|its|their|each|every|a)\s+(?:[\p{L}-]+\s+){0,2}(?:team|board|committee|panel|guild|group|squad|cohort)s?\b/giu;
const givesCompanySize = (sentence: string) => givesCount(sentence.replace(PART_OF_COMPANY, ' '), COMPANY_PEOPLE);
/** "How many of them…": what is counted was named in an earlier question, so any figure may be the count. */
const ASKS_COUNT_OF_EARLIER = /\bhow many (of )?(them|these|those)\b/i;
/** "What percentage…", "…as a percentage": the answer is a share. */
const ASKS_PERCENT = /\b(what|which) (?:[\p{L}-]+ )?(percentage|per ?cent|proportion)\b|\b(what|which) share\b|\bas a (percentage|per ?cent)\b|\bpercentage[- ]wise\b|\bin percent(age)? terms\b|\bwhat % /iu;
/** "What's your attrition rate", "what was the churn rate": a rate of something happening is a share, which a percentage gives (not an hourly rate, which is money). */
const ASKS_RATE =
  /\b(?:what|what's|whats|which)\b[^?.!]*?\b(?:attrition|turnover|churn|retention|conversion|success|survival|completion|adoption|utili[sz]ation|occupancy|bounce|win|approval|rejection|no-show|cancellation|uptake)\s+rates?\b/i;
/** "How far is the office from the station": the answer is a distance, or the time it takes ("how far off were the predictions" asks an error). */
const HOW_FAR = /\bhow far (?:away )?(?:is|are|'s|from)\b/i;
const DISTANCE = new RegExp(String.raw`(?:\d|\b${NUMBER_WORD})\s?(?:km|kms|kilomet(?:re|er)s?|miles?|metres|meters|minutes?|mins?|hours?)\b`, 'i');
/** "What year…", "since when…", "when was … founded": the answer is a year. */
const ASKS_YEAR = /\b(what|which) year\b|\bsince when\b|\bin what year\b/i;
/** "What time does the office open", "office timings?", "what are your office hours": the answer is a time of day ("what time zone" asks a place's clock, not an hour). */
const ASKS_TIME_OF_DAY = /\bwhat time\b(?! ?zones?\b| difference\b)|\btimings\b|\b(?:what|which) (?:are )?(?:the |your )?(?:office|opening|business|working) hours\b|^\W*(?:office|opening|business) hours\b/i;
/** "10 a.m.", "9:30", "6 pm", "noon". */
const TIME_OF_DAY = /\b\d{1,2}(?::\d\d)?\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d\d\b|\b(?:noon|midnight)\b/i;
/** "Will you be exhibiting at RSAC again next year?", "are you going to be at the summit again?", "which conferences will your team be at?": a plan, which only a sentence about what is to come states. */
const ASKS_FUTURE_APPEARANCE = new RegExp(
  String.raw`\b(?:will ${THE_COMPANY_ADDRESSED}|(?:are|r) (?:you|u)(?: guys)? (?:going to|gonna|planning to)|is (?:your team|${COMPANY_NAME}|the company) (?:going to|planning to)) (?:be (?:at|exhibiting|attending|speaking|presenting|sponsoring|there|back)|have (?:a |an )?(?:booth|stand|stall)|exhibit|attend|speak at|present at|sponsor)\b[^?.!]*\b(?:again|next year|this year|upcoming|next)\b|\bwhich (?:conferences|events|trade shows|expos|summits) will\b`,
  'i',
);
/** "When is the next blood donation camp", "next hackathon date?": a date to come, which a month or a date names. */
const ASKS_NEXT_DATE = /\bwhen(?:'s| is| will be| are| does| do)? (?:the |your |ur )?next\b|\bnext (?:[\p{L}-]+ ){1,3}dates?\b|\bdates? (?:of|for) (?:the |your )?next\b/iu;
const NAMES_A_DATE = /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b\d{1,2}[/.-]\d{1,2}\b|\b(?:19|20)\d\d\b/i;
/** What is to come: "we will be back", "our next summit", "upcoming". */
const FUTURE = /\b(?:will|we'll|upcoming|next year|plan to|planning to|coming)\b/i;
/** "What was your booth number": the answer is a number, of the thing named before it when there is one. */
const ASKS_NUMBER = /\bwhat(?:'s| is| was)? (?:the |your |their )?(?:([\p{L}-]+) )?number\b/iu;
/** How close (in words) after the thing numbered its number must stand: "booth 4410", "booth, number 4410". */
const NUMBER_WINDOW = 3;
/** How close (in words) before the counted thing its figure must stand: "about 200 engineers", "40 of our people". */
const COUNT_WINDOW = 4;
/** How many of a question's terms a page's title must hold for the question to name that page. */
const TITLE_NAMES_PAGE = 3;
/** A year ("our 2024 cohorts") is a date, not a count. */
const YEAR = /^(19|20)\d\d$/;
const YEAR_IN_TEXT = /\b(19|20)\d\d\b/;
const MONEY = /[$€£₹]\s?\d|\b\d[\d,.]*\s?(k|usd|eur|gbp|inr|rupees?|lakhs?|crores?|dollars?|euros?)\b/i;
/** "34%", "5 per cent", "Five per cent of conversations". */
const PERCENT = new RegExp(String.raw`(?:\d|\b${NUMBER_WORD})\s?(%|per ?cent\b)`, 'i');
/** A share in words: "roughly half of our people", "more than a third of our engineers", "two of the five", "2 of 5", "one in four". */
const SHARE_IN_WORDS = new RegExp(
  String.raw`\b(?:half|(?:a|one|two)[- ]thirds?|(?:a|one|three)[- ]quarters?)\s+(?:of|the|our|its|their|all)\b|\b(?:\d+|${NUMBER_WORD})\s+(?:of|in|out of)\s+(?:the\s+|every\s+)?(?:\d+|${NUMBER_WORD})\b`,
  'i',
);
const DIGIT = /\d/;
/** Words a figure measures rather than counts things by. */
const UNIT = /^(percent|minutes?|hours?|days?|weeks?|months?|years?|x|times|km|kg|mb|gb|ms|seconds?)$/i;
const NUMBER = new RegExp(String.raw`\d|\b(?:${NUMBER_WORD}|dozen)\b`, 'i');

/** "Who is the…", "what is the name of…", "which bank…" opening a sentence (not "…predicting which customers will cancel"): the answer is someone's or something's name. */
const ASKS_NAME =
  /^who(?:'s| is| was| are| were)? (?:the|your|their|his|her|its)\b|^who (?:runs|leads|heads|founded|started|manages|won|wrote|audits|certifies)\b|\bwhat(?:'s| is| was| are)? (?:the |their |his |her |its )?names?\b|\bnames? of\b|(?:^|[,;:?!.]\s*)(?:and |so |but |then )?which (?:[\p{L}'’-]+ ){0,3}(company|companies|universit(?:y|ies)|colleges?|banks?|lenders?|insurers?|retailers?|brands?|airlines?|societ(?:y|ies)|bod(?:y|ies)|organi[sz]ations?|clients?|customers?|vendors?|suppliers?|providers?|manufacturers?|makes?|carriers?|couriers?|agenc(?:y|ies)|partners?|firms?|schools?|charit(?:y|ies)|ngos?|hospitals?|person|people)(?:'s|s'|')?(?![\p{L}])/iu;
/** "Which payment gateway…", "what embedding model…", "which version of polars…", "which image CDN…", "what phones or tablets…": the answer names a product, a tool or a version (an engagement or pricing model is a way of working, not a product). Not "which services" or "which languages", which pages answer without the word ("English and Arabic"). */
const ASKS_PRODUCT =
  /(?:^|[,;:?!.]\s*)(?:and |so |but |then |exactly )?(?:which|what)((?: exact| specific| particular)? (?:(?!(?:the|a|an|your|our|their|its) )[\p{L}-]+ ){0,2}(?:tools?|(?<!(?:engagement|pricing|business|delivery|operating|billing|commercial|working|contracting|contract|partnership|collaboration|cooperation|staffing|payment|support) )models?|versions?|gateways?|sdks?|librar(?:y|ies)|frameworks?|databases?|platforms?|chips?|microcontrollers?|products?|software|crm|erp|ehr|cloud|venue|gpus?|cards?|llms?|engines?|backends?|cdns?|warehouses?|bureaus?|devices?|phones?|tablets?|apis?))\b/iu;
/** A search-box query for a version: "flink version + peak tps", "k6 version?". */
const TERSE_VERSION = /(?:^|[+,;:?!.&]\s*|\band\s+)([\p{L}][\p{L}\d.-]*)\s+versions?\b/iu;
/** Words any product's name answers ("which tools…"), stemmed. */
const ANY_PRODUCT = new Set(['tool', 'tools', 'product', 'products', 'software', 'platform', 'platforms'].map(stem));
/** A product's, tool's or version's name: a capitalised word inside a sentence, an acronym or a version number ("Stripe", "AWS", "v2.1", "0.20"). */
const PRODUCT_NAME = /(?<![.!?:]\s|^)\b(?:[A-Z][\p{L}\d]*[\p{Lu}\d][\p{L}\d]*|[A-Z][\p{Ll}]+)\b|\bv?\d+\.\d+\b/gu;

/** Two or more capitalised words in a row ("Rohan Deshpande", "Acme Retail"). */
const NAME_RUN = /\b[A-Z][\p{Ll}'’-]+(?:\s+[A-Z][\p{Ll}'’-]+)+/gu;
/** Capitalised at the start of a sentence, not because they name someone. */
const SENTENCE_STARTERS = new Set('A An And As At By For From How If In It Its Most Our Some The These This Those We What When Where Which Who With You Your'.split(' '));
/** Months and days: capitalised, but no product's name. */
const CALENDAR_WORDS = new Set('January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' '));

/** How often, not what: "the yearly learning budget per employee" is answered by "a learning budget of ₹40,000 a year" (a period's own word, "year", stays: "sick days per year"). */
const FREQUENCY = new Set(['yearly', 'annual', 'annually', 'monthly', 'weekly', 'daily', 'hourly', 'quarterly']);

/** The question's terms a sentence must share to be about it: its content words, less `asking`, the words that ask for the fact ("how many", "what percentage"), and how often. */
const askedTerms = (question: string, asking: readonly string[] = []) => new Set(contentTerms(question).filter((term) => !asking.includes(term) && !FREQUENCY.has(term)).map(stem));

/** How many of the asked terms a sentence holds, in the question's word or an everyday equivalent the site uses ("employees": "people"). */
const heldTerms = (sentence: string, asked: Set<string>) => {
  const words = stemmedWords(sentence);
  return [...asked].filter((term) => words.has(term) || alternativesOfStem(term).some((word) => words.has(stem(word)))).length;
};

/**
 * A sentence holding this many of a long question's terms is about it, though not half of them ("how
 * many real cases do you recommend collecting for the evaluation set before building the agent?":
 * "We start with 150 to 300 real, anonymised cases…"; a follow-up also carries the earlier question's
 * terms). Not for a name asked for: a name near a few of the question's words is often another's
 * ("which EHR product does the cardiology group use…"). On the tuning set, leave one batch out: 7
 * more answerable questions answered, 1 unanswerable (3: 11 and 6; 5: 3 and 0; names too: 10 and 4).
 */
const ENOUGH_HELD = 4;

/** Whether a sentence holding `held` of the asked terms is about what was asked: it holds at least half of them, or `enough`. */
const aboutWhatWasAsked = (held: number, asked: Set<string>, enough = Infinity) => held > 0 && held >= Math.min(asked.size / 2, enough);

/** Whether a sentence names someone or something the question does not. */
function namesSomeone(sentence: string, asked: Set<string>): boolean {
  return [...sentence.matchAll(NAME_RUN)].some(([run]) => {
    const parts = run.split(/\s+/);
    return !SENTENCE_STARTERS.has(parts[0]) && !parts.some((part) => asked.has(stem(part.toLowerCase())));
  });
}

/** Whether a sentence matches `figure` ("a year", "a percentage"), besides any figure the question itself gives ("at RSAC 2024"). */
function givesFigure(sentence: string, figure: RegExp, given: Set<string>): boolean {
  const rest = given.size ? sentence.replace(/\d[\d,.]*/g, (figureText) => (given.has(figureText) ? '' : figureText)) : sentence;
  return figure.test(rest);
}

/** How many words after "how many" may name what is counted: "different phone and OS combinations". */
const COUNTED_WORDS = 4;
/** Words that join two parts of what is counted rather than end it. */
const JOINS = new Set(['and', 'or']);

/** The words naming what a "how many" question counts (or a "which" question asks the name of), from `from` to the first little word ("old threshold alerts | did you…"). */
function countedPhrase(question: string, from: number): string[] {
  const phrase: string[] = [];
  for (const word of wordsOf(question.slice(from).split(/[?.!,;:]/)[0])) {
    if (JOINS.has(word)) continue;
    if (QUESTION_STOP_WORDS.has(word) || phrase.length === COUNTED_WORDS) break;
    phrase.push(word);
  }
  return phrase;
}

const isCount = (word: string | undefined) => word !== undefined && NUMBER.test(word) && !YEAR.test(word);
/** Words between "of" and the whole a share is of: "two of the five". */
const DETERMINERS = new Set(['the', 'our', 'its', 'their']);

/** Whether a sentence gives a figure just before the thing counted ("about 320 people", not "16 hours for our people", "six-month interns" or "68% of clients"), or a share of a whole beside it. */
function givesCount(sentence: string, counted: Set<string>): boolean {
  const words = wordsOf(sentence.replace(/(\d)\s?(%|per ?cent\b)/gi, '$1 percent'));
  // A figure measures the word after it when that is a unit ("six-month", "68%"), unless that unit is what is counted.
  const counts = (position: number) => isCount(words[position]) && !(UNIT.test(words[position + 1] ?? '') && !counted.has(stem(words[position + 1])));
  // "Women make up… two of the five people on our leadership team", a table's "2 of 5": a share of a whole in a sentence about the thing counted counts it.
  const shareAt = (position: number) => isCount(words[position]) && words[position + 1] === 'of' && (isCount(words[position + 2]) || (DETERMINERS.has(words[position + 2]) && isCount(words[position + 3])));
  const countedAt = words.flatMap((word, position) => (counted.has(stem(word)) ? [position] : []));
  return countedAt.some((position) => Array.from({ length: Math.min(position, COUNT_WINDOW) }, (_, back) => position - 1 - back).some(counts)) || (countedAt.length > 0 && words.some((_, position) => shareAt(position)));
}

const TIME_OFF = new Set(['leave', 'holiday', 'vacation', 'pto'].map(stem));
/** "21 days of paid annual leave", "26 weeks of paid maternity leave". */
const DAYS_OF_TIME_OFF = new RegExp(String.raw`\b(?:\d+|${NUMBER_WORD})\s+(?:working\s+)?(?:days?|weeks?)\s+(?:of\s+)?(?:[\p{L}-]+\s+){0,2}(?:leave|holidays?|vacation|time off|pto)\b`, 'iu');
const givesTimeOff = (sentence: string) => DAYS_OF_TIME_OFF.test(sentence);

const STEP_WORDS = ['round', 'rounds', 'step', 'steps', 'stage', 'stages', 'phase', 'phases'];
const STEPS = new Set(STEP_WORDS.map(stem));
/** "Most candidates finish in about three weeks: an introductory call, a technical exercise, a technical interview and a conversation…": steps listed after a colon are counted by listing them. */
const LISTS_STEPS = /:\s*[^,;:]+(?:,[^,;:]+){2,}/;

/** Whether a sentence gives a number just after the thing numbered ("booth 4410", "stand number 12"), besides a figure the question gives. */
function givesNumberOf(sentence: string, numbered: Set<string>, given: Set<string>): boolean {
  const words = wordsOf(sentence);
  return words.some((word, position) => numbered.has(stem(word)) && words.slice(position + 1, position + 1 + NUMBER_WINDOW).some((next) => DIGIT.test(next) && !given.has(next)));
}

/** "Which exact tools", "what specific model": how precisely the product is asked for, not its kind. */
const QUALIFIERS = new Set(['exact', 'specific', 'particular']);

/** "Which countries…", "which US state…", "which venue…": the answer names a place ("Saudi Arabia and Kuwait"), not how many ("in six countries"). */
const PLACE_ASKED =
  /(?:^|[,;:?!.]\s*)(?:and |so |but |then |exactly |in )?(?:which|what)(?: (?!(?:the|a|an|your|our|their|its) )[\p{L}-]+){0,2} (?:countr(?:y|ies)|cit(?:y|ies)|states?|regions?|towns?|locations?|destinations?|neighbou?rhoods?|hills?|venues?)\b(?!['’]s)/iu;

/** "Which three online supermarkets…", "which 57 browser extensions…": so many things, each asked for by its name. */
const NAMED_MANY_ASKED = new RegExp(String.raw`(?:^|[,;:?!.]\s*)(?:and |so |but |then |exactly )?which (?!one\b)(?:\d+|${NUMBER_WORD}) [\p{L}-]+`, 'iu');

/** Kinds of organisation a client is (a provider or a vendor is named for its product: "mada and Apple Pay"). */
const ORGANISATION_KINDS = String.raw`compan(?:y|ies)|universit(?:y|ies)|societ(?:y|ies)|bod(?:y|ies)|agenc(?:y|ies)|charit(?:y|ies)|(?:college|bank|lender|insurer|retailer|brand|chain|airline|organi[sz]ation|client|customer|firm|school|hospital|grocer|operator)s?`;
/** An organisation whose name is asked for, right after the asking words ("which cinema brand…", "the name of the hospital", "who was the building society"). */
const ORGANISATION_ASKED = new RegExp(
  String.raw`^(?:which|what|who(?:'s| is| was)(?: the| their| its)|(?:what(?:'s| is| was)? )?(?:the |their |its )?names? of(?: the| their| its| your)?)((?: [\p{L}'’-]+){0,3}?) (${ORGANISATION_KINDS})\b`,
  'iu',
);

/** The positions of the words (split at spaces) that say the kind asked for ("the EHR's", "building-society"). */
const kindPositions = (words: readonly string[], kind: Set<string>): number[] =>
  words.flatMap((word, position) => (wordsOf(word).some((part) => kind.has(stem(part))) ? [position] : []));

/** An unnamed one: "a UK building society". */
const INDEFINITE = new Set(['a', 'an']);
/** An organisation's name stands by the word for its kind, before it ("Yorkshire Mutual, a building society") or right after ("the retailer, Corner Shop"). */
const NAME_BEFORE = 3;
const NAME_AFTER = 2;
const CLAUSE_END = /[.!?;:]$/;

/**
 * Whether a sentence names an organisation of the kind asked for: a name within a few words of
 * where it says the kind, not a word describing an unnamed one ("a UK building society", "an Irish
 * convenience chain"). Clients are described, not named: a sentence that never says the kind
 * ("Shopify Plus or Salesforce Commerce Cloud" under a heading about retailers) names none of them.
 */
function namesOrganisationOfKind(own: string, kind: Set<string>, asked: Set<string>): boolean {
  const words = own.split(/\s+/);
  const kindAt = kindPositions(words, kind);
  const described = (position: number) => words.slice(Math.max(0, position - 2), position).some((word) => INDEFINITE.has(word.toLowerCase()));
  const names = productPositions(own, asked, false).filter((position) => !described(position));
  // No sentence or clause ends between them ("…Co-founder and CEO. Sets the company's direction").
  const joined = (from: number, to: number) => !words.slice(from, to).some((word) => CLAUSE_END.test(word));
  return names.some((name) => kindAt.some((at) => (name < at ? at - name <= NAME_BEFORE && joined(name, at) : name - at <= NAME_AFTER && joined(at, name))));
}

/** How many words from a word naming the kind asked for ("the EHR", "text model") a product's name may stand: "Claude models", "an XLM-RoBERTa text model". */
const KIND_WINDOW = 3;
/** A version asked for ("which Claude model version") is answered by a version number ("3.5", "v2"). */
const VERSION = stem('version');
/** A version number: "3.5", "v2". */
const VERSION_NUMBER = /\bv?\d+(?:\.\d+)+\b|\bv\d+\b/i;

/** "0.92", "3.5": a version when one is asked for, else a figure ("for this retailer's embedding model that was 0.92" names no model). */
const BARE_DECIMAL = /^\d+\.\d+$/;

/** The word positions of the products a sentence names, less the names the question gives and words capitalised for other reasons. */
function productPositions(sentence: string, asked: Set<string>, versionAsked: boolean): number[] {
  return [...sentence.matchAll(PRODUCT_NAME)]
    .filter(([name]) => !SENTENCE_STARTERS.has(name) && !CALENDAR_WORDS.has(name) && !asked.has(stem(name.toLowerCase())) && (versionAsked || !BARE_DECIMAL.test(name)))
    .map((match) => sentence.slice(0, match.index).split(/\s+/).length - 1);
}

/**
 * Whether a sentence (`own`, as written; `read`, with its heading when it opens a passage) names a
 * product of the kind asked for: the heading or the sentence says the kind, and a name stands near
 * where the sentence says it ("Claude models on Amazon Bedrock"), not anywhere in a sentence that
 * mentions the kind ("React Native with a native barcode-scanning module" does not name the SDK).
 * A version asked for needs a version number.
 */
function namesProductOfKind(read: string, own: string, kind: Set<string>, asked: Set<string>): boolean {
  if (kind.size && heldTerms(read, kind) === 0) return false;
  const versionAsked = kind.has(VERSION);
  const names = productPositions(own, asked, versionAsked);
  if (!names.length) return false;
  if (versionAsked) return VERSION_NUMBER.test(own);
  const kindAt = kindPositions(own.split(/\s+/), kind);
  // Under a heading that names the kind ("Models"), the sentence lists them.
  if (!kindAt.length) return true;
  return names.some((name) => kindAt.some((at) => Math.abs(at - name) <= KIND_WINDOW));
}

/** Where the earliest match of `patterns` starts in the question (called once one of them has matched). */
const firstMatch = (question: string, ...patterns: RegExp[]): number => Math.min(...patterns.map((pattern) => pattern.exec(question)?.index ?? question.length));

/**
 * What a sentence must give to answer the question, the words that ask for it, and where those
 * words start (`at`); `about`, what the sentence must be about when the question's own words do not
 * say it ("how big is the company": its people); null when the question asks for no particular kind of fact.
 * `whole` is the message the question was read from: a name it gives is not the name asked for.
 */
function requiredFact(question: string, whole = question): { gives: (read: string, own: string) => boolean; /** What else gives it, when no sentence of a page gives it as precisely ("roughly half" for a percentage). */ orElse?: (read: string, own: string) => boolean; /** A count asked for: its figure must stand by the thing counted. */ counts?: boolean; asking: string[]; at: number; readOnNamedPage?: boolean; about?: string; /** A name asked for (of someone, a product, a version). */ names?: boolean } | null {
  const given = new Set(question.match(/\d[\d,.]*/g) ?? []);
  const figure = (pattern: RegExp) => (sentence: string) => givesFigure(sentence, pattern, given);
  if (asksAmount(question)) return { gives: figure(MONEY), asking: [], at: firstMatch(question, HOW_MUCH, EXACT_FIGURE, ASKS_FOR_MONEY_FIGURE, IN_CURRENCY, AMOUNT_RANGE, TERSE_AMOUNT, ASKS_FOR_A_CHARGE) };
  if (ASKS_PERCENT.test(question) || ASKS_RATE.test(question)) return { gives: figure(PERCENT), orElse: figure(SHARE_IN_WORDS), asking: ['percentage', 'percent', 'proportion', 'share', 'rate', 'rates'], at: firstMatch(question, ASKS_PERCENT, ASKS_RATE), readOnNamedPage: true };
  if (BY_HOW_MUCH.test(question)) return { gives: figure(DIGIT), asking: [], at: firstMatch(question, BY_HOW_MUCH) };
  if (HOW_MUCH_MOVED.test(question)) return { gives: figure(NUMBER), asking: [], at: firstMatch(question, HOW_MUCH_MOVED), readOnNamedPage: true };
  if (ASKS_COUNT_OF_EARLIER.test(question)) return { gives: figure(DIGIT), asking: ['many'], at: firstMatch(question, ASKS_COUNT_OF_EARLIER) };
  if (HOW_BIG.test(question)) return { gives: givesCompanySize, asking: [], about: 'people', at: firstMatch(question, HOW_BIG) };
  const count = ASKS_COUNT.exec(question);
  if (count) {
    const named = countedPhrase(question, count.index + count[0].length - count[1].length);
    const counted = new Set(expandForFacts(named).map((word) => stem(word.toLowerCase())));
    // Time off is counted in days or weeks, and by the year: "how many paid leaves per year" is answered by "21 days of paid annual leave".
    const timeOff = [...counted].some((term) => TIME_OFF.has(term));
    // "How many interview rounds…" is answered by the rounds listed one by one.
    const steps = [...counted].some((term) => STEPS.has(term));
    return { gives: (sentence) => givesCount(sentence, counted) || (timeOff && givesTimeOff(sentence)) || (steps && LISTS_STEPS.test(sentence)), counts: true, asking: timeOff ? ['many', 'per', 'year', 'yearly', 'annual'] : steps ? ['many', ...STEP_WORDS] : ['many'], at: count.index, readOnNamedPage: true };
  }
  if (ASKS_NEXT_DATE.test(question)) return { gives: figure(NAMES_A_DATE), asking: ['next', 'date', 'dates', 'when'], at: firstMatch(question, ASKS_NEXT_DATE) };
  if (ASKS_FUTURE_APPEARANCE.test(question)) return { gives: figure(FUTURE), asking: ['again', 'next', 'year', 'upcoming'], at: firstMatch(question, ASKS_FUTURE_APPEARANCE) };
  if (HOW_FAR.test(question)) return { gives: figure(DISTANCE), asking: ['far'], at: firstMatch(question, HOW_FAR) };
  if (ASKS_TIME_OF_DAY.test(question)) return { gives: figure(TIME_OF_DAY), asking: ['time', 'timings', 'hours'], at: firstMatch(question, ASKS_TIME_OF_DAY) };
  if (ASKS_YEAR.test(question)) return { gives: figure(YEAR_IN_TEXT), asking: ['year'], at: firstMatch(question, ASKS_YEAR) };
  const number = ASKS_NUMBER.exec(question);
  if (number) return { gives: (sentence) => givesNumberOf(sentence, new Set([number[1], 'number'].filter(Boolean).map((word) => stem(word.toLowerCase()))), given), asking: ['number'], at: number.index };
  const terseVersion = TERSE_VERSION.exec(question);
  if (terseVersion) {
    const asked = askedTerms(whole);
    return { gives: (read, own) => namesProductOfKind(read, own, new Set([stem(terseVersion[1].toLowerCase()), VERSION]), asked), asking: ['version', 'versions'], at: terseVersion.index, readOnNamedPage: true, names: true };
  }
  const product = ASKS_PRODUCT.exec(question);
  if (product) {
    const asked = askedTerms(whole);
    // The sentence names what was asked for ("the EHR", "a card terminal provider", "version 1.2"), not only some product. Any name answers "which tools…",
    // and "which cloud platforms" needs only the cloud: what the tools did ("which tools signed the images") is the rest of the question.
    const words = wordsOf(product[1]).map(stem);
    const generic = ANY_PRODUCT.has(words[words.length - 1]);
    const kind = new Set(
      (generic ? words : countedPhrase(question, product.index + product[0].length - product[1].length).map(stem)).filter((term) => !ANY_PRODUCT.has(term) && !QUESTION_STOP_WORDS.has(term) && !QUALIFIERS.has(term)),
    );
    return { gives: (read, own) => namesProductOfKind(read, own, kind, asked), asking: ['name', 'names'], at: product.index, readOnNamedPage: true, names: true };
  }
  // A place, or so many things, asked for by name: any name the question does not give answers.
  const byName = PLACE_ASKED.exec(question) ?? NAMED_MANY_ASKED.exec(question);
  if (byName) {
    const asked = askedTerms(whole);
    return { gives: (_read, own) => productPositions(own, asked, false).length > 0, asking: [], at: byName.index, names: true };
  }
  if (ASKS_NAME.test(question)) {
    const asked = askedTerms(whole);
    const at = firstMatch(question, ASKS_NAME);
    const organisation = ORGANISATION_ASKED.exec(question.slice(at).replace(/^[\s,;:?!.]*(?:(?:and|so|but|then) )?/i, ''));
    if (organisation) {
      const kind = new Set([stem(organisation[2].toLowerCase())]);
      return { gives: (_read, own) => namesSomeone(own, asked) && namesOrganisationOfKind(own, kind, asked), asking: ['name', 'names'], at, names: true };
    }
    return { gives: (sentence) => namesSomeone(sentence, asked), asking: ['name', 'names'], at, names: true };
  }
  return null;
}

/** Whether the question asks for a particular kind of fact (an amount, a count, a name…). */
export const asksForFact = (question: string): boolean => requiredFact(question) !== null;

/** The part of a question that asks for the fact: from its asking words (at `from`) to the end of that sentence ("…review asks what share of your engineers are women."). */
function askingClause(question: string, from: number): string {
  // A match may start at the mark that ends the sentence before ("…customers? Which bank…").
  const rest = question.slice(from).replace(/^[\s,;:?!.]+/, '');
  const end = rest.search(/[.?!](\s|$)/);
  return end < 0 ? rest : rest.slice(0, end);
}

/** A table column giving a share of something ("Share of women"): what it is a share of. */
const SHARE_OF = /\b(?:share|percentage|proportion|per ?cent|%) of ([^,]+)/i;

/** Whether a table row's column (`measures`) gives a share of what the question names, or no share of anything in particular: "Share of women" does not answer "what share of your people are software engineers?". */
function sharesOfWhatIsAsked(measures: string, question: string): boolean {
  const of = SHARE_OF.exec(measures)?.[1];
  return !of || heldTerms(question, askedTerms(of)) > 0;
}

/** The pages with the one at `index` first, the others in their order. */
export const ledBy = (pages: PageHit[], index: number): PageHit[] => (index <= 0 ? pages : [pages[index], ...pages.filter((_, position) => position !== index)]);

/** The sentence of a passage that gives what a question asks for. */
export interface StatedFact {
  chunk: Chunk;
  /** As it is quoted: a table row as "Share of women, Engineering: 34%". */
  sentence: string;
}

export interface FactfulPages {
  pages: PageHit[];
  /** The lead page's sentence that gives what was asked; null when the question asks for no particular fact. */
  fact: StatedFact | null;
}

/**
 * A question that asks for a figure ("how much…", "how many…", "what year…") or a name ("who
 * is the…") is answered by the first page found with a sentence that is about what was asked and
 * gives one: that page leads, and of its passages (`passagesOf`, in page order) the sentence
 * holding most of the question is the fact, the earliest on a tie. Null when no page gives it: the passages
 * are about the subject, not what was asked of it. What is asked for is read in the sentences that ask,
 * not in the story before them ("…phones everyone who misses a payment, which customers hate. Could data science help?").
 */
export function pagesStatingWhatIsAsked(question: string, pages: PageHit[], passagesOf: (page: PageHit) => Chunk[] = (page) => page.chunks.map(({ chunk }) => chunk)): FactfulPages | null {
  const asks = askingSentences(question);
  const required = requiredFact(asks, question);
  if (!required) return { pages, fact: null };
  const { asking, at, readOnNamedPage, about, names } = required;
  const enough = names ? Infinity : ENOUGH_HELD;
  const asked = askedTerms(about ?? question, asking);
  // A long question tells its story before it asks: a sentence about the asking clause alone is about what was asked too.
  const clause = about ? asked : askedTerms(askingClause(asks, at), asking);
  const namedByTitle = (title: string) => heldTerms(title, asked) >= TITLE_NAMES_PAGE;
  // A question that names the page that leads by its title ("the mobile banking test automation case study… which bank was it?") asks that page alone.
  const searched = pages[0] && namedByTitle(pages[0].pageTitle) ? pages.slice(0, 1) : pages;
  const givenBy = (page: PageHit, gives: (read: string, own: string) => boolean) =>
    statedFact(passagesOf(page), (read, own, chunk, measures) => {
      if (measures && !sharesOfWhatIsAsked(measures, question)) return null;
      // A count or a product asked of a page the question names by its title ("the UAE bank account opening project, how many minutes…") reads its sentences in the title's context.
      const context = readOnNamedPage && namedByTitle(chunk.pageTitle) ? `${chunk.pageTitle} ${read}` : read;
      const held = heldTerms(context, asked);
      return (aboutWhatWasAsked(held, asked, enough) || aboutWhatWasAsked(heldTerms(read, clause), clause, enough)) && gives(read, own) ? held : null;
    });
  for (const [index, page] of searched.entries()) {
    const found = givenBy(page, required.gives);
    if (found) return { pages: ledBy(pages, index), fact: found.fact };
  }
  // Given less precisely ("roughly half"), a share is read from the page whose sentence holds most of what was asked: "Women make up more than a third of our engineering teams" holds less of "what share of your people are software engineers?" than "Roughly half of our people are software engineers".
  const { orElse } = required;
  if (!orElse) return null;
  let best: { index: number; fact: StatedFact; held: number } | null = null;
  for (const [index, page] of searched.entries()) {
    const found = givenBy(page, orElse);
    if (found && (!best || found.held > best.held)) best = { index, ...found };
  }
  return best && { pages: ledBy(pages, best.index), fact: best.fact };
}

/** How many of the asked terms a sentence holds, null when it does not answer (`read` with its passage's heading when it opens it; `measures`, a table row's column). */
type SentenceHolds = (read: string, own: string, chunk: Chunk, measures?: string) => number | null;

/** Of the passages' sentences that answer (`holds`), the one holding most, the earliest on a tie, with what it holds. */
function statedFact(passages: Chunk[], holds: SentenceHolds): { fact: StatedFact; held: number } | null {
  let best: { fact: StatedFact; held: number } | null = null;
  for (const chunk of passages) {
    for (const [position, { read: own, quoted, measures }] of sentencesOf(chunk.text).entries()) {
      // The heading reads with the passage's first sentence: "Learning budget" makes "Everyone gets ₹40,000 a year" about it.
      const read = position === 0 ? `${chunk.heading} ${own}` : own;
      const held = holds(read, own, chunk, measures);
      // A table row is quoted with what its column measures: "Share of women, Engineering: 34%."
      if (held !== null && (!best || held > best.held)) best = { fact: { chunk, sentence: measures ? `${measures}, ${quoted}` : quoted }, held };
    }
  }
  return best;
}

/**
 * A follow-up asking for a name, a share or an amount is answered by the page the conversation is
 * on (`on`, the lead of the answer before) when one of its sentences holds a word of the follow-up
 * and gives that kind of fact, though it holds too few of its words to count as about it ("which
 * payment providers were used?" after the cinema app: "Local payment methods, including mada debit
 * cards and Apple Pay"). Not a count: one word of it finds figures that count other things
 * ("how many families came to the evening?": "three shorter talks").
 */
export function conversationPageStating(question: string, pages: PageHit[], on: string, passagesOf: (page: PageHit) => Chunk[]): FactfulPages | null {
  const index = pages.findIndex((page) => page.url === on);
  const required = index < 0 ? null : requiredFact(askingSentences(question), question);
  if (!required || required.counts) return null;
  const asked = askedTerms(question, required.asking);
  const givenBy = (gives: (read: string, own: string) => boolean) =>
    statedFact(passagesOf(pages[index]), (read, own) => {
      const held = heldTerms(read, asked);
      return held > 0 && gives(read, own) ? held : null;
    });
  const found = givenBy(required.gives) ?? (required.orElse ? givenBy(required.orElse) : null);
  return found && { pages: ledBy(pages, index), fact: found.fact };
}
