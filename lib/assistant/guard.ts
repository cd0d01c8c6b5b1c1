import { OWN_NAMES } from './regExp';

/**
 * Prompt-injection heuristics. The retrieval answerer cannot be steered by instructions (it only
 * quotes the site), but a visitor who tries should get a clear scope answer rather than a quote
 * that happens to share words; and an LLM reply that shows any of these signs is discarded.
 */
const QUESTION_PATTERNS = [
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompts?|guidelines|context|above|previous)\b/i,
  // The assistant's own prompt, not prompts as a subject ("how should system prompt changes be rolled out?").
  /\b(your|its|the assistant'?s|the bot'?s)\s+(system|developer|hidden|initial|original)\s+(prompt|message|instructions?)\b/i,
  /\b(show|reveal|print|repeat|output|display|leak|dump|give|tell|what(?:'s| is| are| was)?)\b.{0,20}\b(system|developer|hidden|initial)\s+(prompt|message|instructions?)\b/i,
  /\byou are now\b|\bact as\b|\bpretend (to be|you are)\b|\broleplay\b|\bjailbreak\b|\bDAN\b|\bdeveloper mode\b/i,
  /<\s*\/?\s*(script|iframe|img|svg|style|object)\b|javascript:/i,
  /\b(add|include|insert|put)\b.{0,30}\b(link|url)\b.{0,40}(https?:\/\/|www\.|\.\w{2,}\b)/i,
  /^\s*(system|assistant)\s*:/im,
];

const OUTPUT_PATTERNS = [/\b(system prompt|my instructions|i was told to|as an ai language model)\b/i, /<\s*(script|iframe|img|svg)\b/i, /javascript:/i];

export const looksLikeInjection = (question: string): boolean => QUESTION_PATTERNS.some((pattern) => pattern.test(question));

export const outputLooksCompromised = (answer: string): boolean => OUTPUT_PATTERNS.some((pattern) => pattern.test(answer));

/** Requests for general help that no company website answers: homework, creative writing, code to write, translation. */
const PERSONAL_TASK = [
  /\b(home ?work|school assignment|write (me )?(a |an )?(poem|story|song|joke|essay|limerick|cover letter)|tell (me )?a joke)\b/i,
  // An order, not a question about what the company does: "can you write a script for our reports?" is a question for sales.
  /^(please )?(write|code|implement|generate|give me) (me )?(a |an |the )?([\p{L}+#.-]+ ){0,3}(function|script|program|class|query|regex|regular expression|snippet|algorithm|code|dockerfile|makefile|docker-compose file|compose file|config file|configuration file|yaml file|unit tests?)\b/iu,
  /^(please )?translate\b/i,
  // The visitor's own text to polish: "rewrite this summary…", "proofread my cover letter".
  /^(please |can you |could you |would you |pls )?(please )?(re-?write|rephrase|reword|proofread|paraphrase|polish|edit|correct|summari[sz]e|review|check) (the following\s*:|(this|my|my [\p{L}'-]+'s?) ([\p{L}.-]+ ){0,2}(text|paragraph|summary|sentence|e-?mail|letter|resume|résumé|cv|bio|message|post|essay|answer|statement|profile|intro|introduction|sop|clause|contract|document|report|code|config|metro\.config\.js|[\p{L}-]+\.(?:js|ts|py|json|ya?ml|xml|java|go))\b)/iu,
  // ...or to look over or sum up: "can you look at my metro.config.js and tell me what's wrong", "can you summarise my dad's discharge letter".
  /\b(can|could|would) you (please )?(look at|go through|read|summari[sz]e|review|check) (this|my|my [\p{L}'-]+'s?) ([\p{L}'.-]+ ){0,2}(text|paragraph|sentence|e-?mail|letter|resume|résumé|cv|essay|clause|contract|document|code|config|[\p{L}.-]+\.(?:js|ts|py|json|ya?ml|xml|java|go))\b/iu,
  // Writing for the visitor, as an order: "write a sick leave mail to my manager", "can you draft an email to…", "write a LinkedIn post announcing…".
  /^(please |pls |can you |could you |would you )?(help me )?(please )?(write|draft|compose) (me |up )?(a |an |my |the |some )?([\p{L}'-]+ ){0,3}(e-?mails?|mails?|letters?|posts?|messages?|notes?|reply|speech|bio|tweets?|captions?|templates?|resumes?|résumés?|cvs?|press releases?|slides?|slide decks?|pitch decks?)\b/iu,
  // Anything written for the visitor: "can you draft me a vendor risk questionnaire…", "write me a 30-question checklist".
  /^(please |pls |can you |could you |would you )?(please )?(write|draft|compose) me\b/i,
  // A plan or template for the visitor's own life: "can you make me a 3 month study plan", "give me a template to reply to HR".
  /^(please |pls |can you |could you |would you )?(please )?(make|create|prepare|give) me (a |an |some )?([\p{L}\d'-]+ ){0,3}((study|revision|exam|learning|diet|meal|workout|fitness|travel|holiday|savings|budget) plans?|templates?|timetables?|itinerar(y|ies)|routines?|diets?)\b/iu,
  // A bug in the visitor's own code: "my script throws KeyError… how do I fix it?"
  /\b(error|exception|throws?|traceback|stack ?trace)\b.{0,120}\bhow (do|can|should|would) i (fix|solve|debug|resolve)\b|\bhow (do|can|should|would) i (fix|solve|debug|resolve)\b.{0,80}\b(error|exception|traceback)\b/i,
  // The visitor's own thing misbehaving, and how to fix it or what is wrong with it: "my playwright test keeps timing out in CI… how do I fix it",
  // "my terraform plan keeps wanting to… how do I stop that?", "my startup's Flutter app crashes whenever it opens the camera. Any idea what's causing it?"
  /\bmy\b.{0,60}\b(keeps|fails|failing|times out|timing out|crash(es|ing)?|hangs|won'?t|doesn'?t work|isn'?t working)\b.{0,160}\b(how (do|can|should|would) i (fix|stop|solve|debug|resolve|prevent)\b|any idea (what|why)|what(?:'s| is| could be| might be) (causing|wrong|the cause)|why (does|is|would|do) (it|this|that)\b)/i,
  // "Can you write me a function…": something for the visitor, not work for their company.
  /\b(can|could|would|will) you (please )?(write|code|make|generate|give) me (a |an |the |some )?([\p{L}+#.-]+ ){0,3}(function|script|program|class|query|regex|regular expression|snippet|algorithm|code)\b/iu,
];

/** Words that make a question about the company or this site rather than a lesson ("can you explain your pricing?", "how does code review work here?"). */
const ABOUT_THE_SITE = String.raw`\b(?:you|your|yours|u|ur|company|team|site|website|here|${OWN_NAMES})\b`;
const NAMES_THE_SITE = new RegExp(ABOUT_THE_SITE, 'i');

/** Coursework: "…need it for a stats assignment", "for my viva tomorrow", "for my operations research exam" (homework and a school assignment are declined by PERSONAL_TASK whatever they ask). */
const FOR_COURSEWORK = /\bfor (?:my|an?|the) (?:[\p{L}-]+ ){0,3}?(?:assignment|exam|viva|thesis|dissertation|class test|coursework)\b|\b(?:stats|maths?|college|uni|university|class) assignment\b/iu;
/** "Can you…", opening the message or one of its clauses, asks the assistant, not about the company. */
const ASKING_THE_ASSISTANT = /(?:^|[-–—:;,.!?]\s*)(?:can|could|would|will) (?:you|u)\b/gi;

/** A choice in the visitor's own life or learning: "help me choose between two job offers", "which language should I teach myself first". */
const PERSONAL_CHOICE = /\bhelp me (?:to )?(?:choose|decide|pick) (?:between|which|whether)\b.{0,40}\b(?:offers?|jobs?|colleges?|universities|courses?|degrees?|majors?|laptops?|phones?|cities)\b|\b(?:teach|teaching) myself\b/i;

export const isPersonalTask = (question: string): boolean =>
  PERSONAL_TASK.some((pattern) => pattern.test(question)) || ((FOR_COURSEWORK.test(question) || PERSONAL_CHOICE.test(question)) && !NAMES_THE_SITE.test(question.replace(ASKING_THE_ASSISTANT, '')));

/** Not followed, in the same sentence, by a word about the company or the site. */
const NOT_ABOUT_THE_SITE = String.raw`(?![^?!]*${ABOUT_THE_SITE})`;

/**
 * A request to explain something, or how the visitor does something ("how do I undo my last git
 * commit?"), how something works or is worked out ("how does PF withdrawal work…", "how is stamp
 * duty calculated…") or the best way to do it, that does not name the company or the site ("can
 * you explain how a hash map handles collisions?", "in general, what is the difference between…",
 * "what is the difference between GDPR and CCPA?"): a lesson, which the site gives only where one
 * of its passages is about just that.
 */
const EXPLAIN = new RegExp(
  [
    String.raw`(?:^(?:(?:can|could|would) (?:you|u|someone|anyone) )?(?:please |pls )?|\b(?:pls|please) )explain\b${NOT_ABOUT_THE_SITE}`,
    String.raw`(?:^|[:;.!?]\s+)(?:what(?:'s|s| is)? )?(?:the )?difference between\b${NOT_ABOUT_THE_SITE}`,
    String.raw`^in general\b|\bgenerally speaking\b`,
    String.raw`^how (?:do|can|should|would) i\b${NOT_ABOUT_THE_SITE}`,
    String.raw`^how (?:does|do) ${NOT_ABOUT_THE_SITE}(?!(?:i|we)\b)[^?!]*\bwork\b`,
    String.raw`^how (?:is|are) ${NOT_ABOUT_THE_SITE}[^?!]*\b(?:calculated|computed|determined|measured|taxed)\b`,
    String.raw`(?<!${ABOUT_THE_SITE}[^?!]*)\bbest way to\b${NOT_ABOUT_THE_SITE}`,
  ].join('|'),
  'i',
);

/** "My useEffect fires twice. How do I stop that?", "um how do i apply for a visa myself": how the visitor does something, asked after their story or a filler. */
const HOW_DO_I_LATER = /(?:^|[.?!]\s+)(?:(?:um+|uh+|so|ok|okay|and|but)[,]?\s+)*how (?:do|can) i\b/i;

/** Whether a question asks for a lesson (EXPLAIN), or how the visitor does something in a message that nowhere names the company or the site. */
export const asksForExplanation = (question: string): boolean => EXPLAIN.test(question) || (HOW_DO_I_LATER.test(question) && !NAMES_THE_SITE.test(question));

/** The words that frame a lesson rather than name its subject: "how does … work", "the best way to". */
const LESSON_FRAMING = /\b(?:work|works|best|way)\b/gi;

/** What a lesson asks to be taught: the question less the words that frame it. */
export const lessonSubject = (question: string): string => question.replace(LESSON_FRAMING, ' ');
