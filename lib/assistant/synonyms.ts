import { stem } from './stem';

/**
 * Everyday words for what the site names differently, keyed by stem ("costs" and "cost" are one
 * key; a question's terms are single words, so keys are too). Query-time only: each adds its alternatives to the word search at a lower weight, so
 * "cost" also finds "pricing". Only general equivalences belong here, never a word added to make
 * one evaluation question pass: meaning-based retrieval handles paraphrase.
 */
const TABLE: [string, string[]][] = [
  ['cost', ['price', 'pricing', 'rate']],
  ['charge', ['price', 'pricing', 'rate']],
  ['fee', ['price', 'pricing']],
  ['budget', ['price', 'pricing']],
  ['expensive', ['price', 'pricing']],
  ['quote', ['price', 'estimate', 'proposal']],
  ['bank', ['banking', 'finance', 'fintech', 'lending']],
  ['financial', ['finance', 'banking', 'fintech']],
  ['insurance', ['finance']],
  ['hospital', ['healthcare', 'clinical', 'patient']],
  ['medical', ['healthcare', 'clinical']],
  ['health', ['healthcare']],
  ['pharma', ['healthcare', 'clinical']],
  ['shop', ['retail', 'store', 'ecommerce']],
  ['supermarket', ['retail', 'grocery', 'store']],
  ['ecommerce', ['retail', 'commerce']],
  ['clothing', ['apparel', 'fashion', 'textile']],
  ['fashion', ['apparel', 'textile']],
  ['visa', ['immigration', 'travel']],
  ['airline', ['travel', 'booking']],
  ['hotel', ['travel', 'booking']],
  ['app', ['application', 'mobile']],
  ['iphone', ['ios', 'mobile']],
  ['android', ['mobile']],
  ['website', ['web']],
  ['ai', ['llm', 'machine']],
  ['genai', ['generative', 'llm']],
  ['chatbot', ['assistant', 'agent']],
  ['ml', ['machine', 'learning']],
  ['analytics', ['data']],
  ['testing', ['qa', 'test']],
  ['tester', ['qa', 'test']],
  ['cicd', ['devops', 'pipeline']],
  ['deployment', ['release', 'pipeline', 'devops']],
  ['infrastructure', ['devops', 'cloud']],
  ['monitoring', ['observability', 'alerting']],
  ['outage', ['incident']],
  ['outsource', ['dedicated', 'team', 'engagement']],
  ['contractor', ['staff', 'augmentation']],
  ['developer', ['engineer']],
  ['programmer', ['engineer', 'developer']],
  ['job', ['careers', 'position', 'role']],
  ['vacancy', ['careers', 'position']],
  ['salary', ['compensation', 'pay']],
  ['intern', ['internship']],
  ['fresher', ['graduate', 'internship']],
  ['student', ['internship', 'graduate']],
  ['remote', ['remotely', 'hybrid']],
  ['wfh', ['remote', 'remotely', 'hybrid']],
  ['nda', ['confidentiality', 'agreement']],
  ['gdpr', ['privacy', 'data', 'protection']],
  ['timezone', ['time', 'difference', 'overlap']],
  ['ip', ['intellectual', 'property']],
  ['legacy', ['modernization', 'migration']],
  ['modernize', ['modernization', 'legacy']],
  ['plugin', ['extension', 'browser']],
  ['addon', ['extension', 'browser']],
  ['csr', ['social', 'responsibility']],
  ['esg', ['social', 'responsibility', 'sustainability']],
  ['charity', ['social', 'responsibility']],
  ['tree', ['sapling', 'plantation']],
  ['survive', ['alive', 'survival']],
  ['blog', ['insights', 'articles']],
  ['newsletter', ['subscribe']],
  ['unsubscribe', ['newsletter']],
  ['tech', ['technology']],
  ['stack', ['technologies', 'frameworks']],
  ['services', ['capabilities']],
  ['ceo', ['founder', 'leadership']],
  ['boss', ['ceo', 'founder', 'leadership']],
  ['dad', ['father']],
  ['mum', ['mother']],
  ['mom', ['mother']],
  // Currency codes, which pages spell out.
  ['eur', ['euros']],
  ['usd', ['dollars']],
  ['gbp', ['pounds', 'sterling']],
  ['aud', ['australian', 'dollars']],
  ['inr', ['rupees']],
  ['currency', ['dollars', 'euros', 'pounds']],
];

/** A Map, not an object: a visitor's word ("constructor") must not find what every object inherits. */
const SYNONYMS = new Map(TABLE.map(([word, alternatives]) => [stem(word), alternatives]));

export function expandQuery(terms: string[]): string[] {
  const expanded = new Set(terms);
  for (const term of terms) for (const alternative of SYNONYMS.get(stem(term)) ?? []) expanded.add(alternative);
  return [...expanded];
}

/**
 * Everyday words for the company's people, which its pages count as "people" ("about 320 people").
 * Read only where a sentence is checked for the fact asked ("how many employees…"), not by the
 * word search: there they would make "employee referral bonus" or "probation for new employees"
 * match any page about people.
 */
const PEOPLE_WORDS = new Map(['employee', 'staff', 'headcount', 'workforce'].map((word) => [stem(word), ['people']]));

/** A company "started" or "set up" is one founded ("founded Nexaloom in Pune on 14 March 2011"). Read where PEOPLE_WORDS are: in the word search "start" is any start. */
const FOUNDING_WORDS = new Map(['started', 'start', 'began', 'established', 'setup'].map((word) => [stem(word), ['founded', 'founder']]));

/**
 * A language model is named by its family or maker ("Azure OpenAI Service (GPT-4)", "Claude models on
 * Amazon Bedrock"): "which LLM…", "which model…". Read where PEOPLE_WORDS are (on the tuning set, leave
 * one batch out: 2 more answerable follow-ups answered, no other change).
 */
const LLM_NAMES = new Map(['llm', 'model'].map((word) => [stem(word), ['gpt', 'openai', 'claude', 'anthropic', 'gemini', 'llama', 'mistral']]));

/** What a sentence stating the fact asked may say instead of a term, by the term's stem: its synonyms, "people" for the company's people, "founded" for started. */
const FACT_ALTERNATIVES = new Map<string, readonly string[]>();
for (const table of [SYNONYMS, PEOPLE_WORDS, FOUNDING_WORDS, LLM_NAMES]) for (const [key, alternatives] of table) FACT_ALTERNATIVES.set(key, [...(FACT_ALTERNATIVES.get(key) ?? []), ...alternatives]);

/** The alternatives of a term already stemmed (stemming a stem again can change it: "employe" → "employ"), for telling whether a sentence states what was asked. */
export const alternativesOfStem = (stemmed: string): readonly string[] => FACT_ALTERNATIVES.get(stemmed) ?? [];

/** The terms with their alternatives, for telling whether a sentence states what was asked. */
export const expandForFacts = (terms: string[]): string[] => [...new Set([...terms, ...terms.flatMap((term) => alternativesOfStem(stem(term)))])];
