import { site } from '@/data/site';
import { escapeRegExp } from './regExp';
import { ENGINEERING_SHORTHAND } from './engineeringShorthand';
import { HINGLISH_GLOSSARY } from './hinglish';
import { numeralsFor } from './spokenNumbers';

/**
 * Text-message shorthand read as the words it stands for ("can u", "wat is ur", "we r", "n for
 * banks?"), so that the question patterns, the word search and the sentence encoder all see
 * English. Only shorthand with no other reading in a question to a company site is expanded:
 * "r" only beside a pronoun or a question word ("we r", "r u", "wat r"), never the R language.
 */
const SHORTHAND = new Map<string, string>(
  Object.entries({
    u: 'you',
    ur: 'your',
    urs: 'yours',
    n: 'and',
    wat: 'what',
    wht: 'what',
    wen: 'when',
    hw: 'how',
    ppl: 'people',
    hrs: 'hours',
    yrs: 'years',
    pls: 'please',
    plz: 'please',
    plse: 'please',
    abt: 'about',
    bcoz: 'because',
    bcz: 'because',
    coz: 'because',
    cuz: 'because',
    wud: 'would',
    cud: 'could',
    shud: 'should',
    thx: 'thanks',
    thnx: 'thanks',
    msg: 'message',
    msgs: 'messages',
    govt: 'government',
    b4: 'before',
    amt: 'amount',
    exp: 'experience',
    approx: 'approximately',
    mgr: 'manager',
    dept: 'department',
    depts: 'departments',
    mgmt: 'management',
    reqd: 'required',
    wfh: 'work from home',
    cert: 'certificate',
    certs: 'certificates',
    im: "i'm",
    ive: "i've",
    dont: "don't",
    doesnt: "doesn't",
    didnt: "didn't",
    isnt: "isn't",
    arent: "aren't",
    cant: "can't",
    youve: "you've",
    youre: "you're",
    youll: "you'll",
    weve: "we've",
    theyre: "they're",
    theyve: "they've",
    whats: "what's",
    wheres: "where's",
    hows: "how's",
    whos: "who's",
    thats: "that's",
    theres: "there's",
    couldnt: "couldn't",
    wouldnt: "wouldn't",
    shouldnt: "shouldn't",
    havent: "haven't",
    hasnt: "hasn't",
    wasnt: "wasn't",
    werent: "weren't",
    wont: "won't",
    // Indian English for a graduate of a given year ("2025 passout").
    passout: 'graduate',
    passouts: 'graduates',
    ...HINGLISH_GLOSSARY,
    ...ENGINEERING_SHORTHAND,
  }),
);

/** A shorthand word standing alone: not part of "U.S." or "n+1". */
const WORD = /(?<![\p{L}\p{N}.'’+-])([\p{L}\p{N}]+)(?![\p{L}\p{N}+]|\.[\p{L}])/gu;
const ARE_AFTER = /\b(u|you|we|they|i|what|wat|how|where|who|when|why|which)\s+r\b/gi;
const ARE_BEFORE = /\br(?=\s+(?:u|you|we|they|there)\b)/gi;

/** The company's name typed in two parts ("Nexa loom", "nexa-loom"). */
const SPLIT_NAME = new RegExp(
  `\\b(?:${Array.from({ length: Math.max(0, site.name.length - 3) }, (_, at) => `${escapeRegExp(site.name.slice(0, at + 2))}[\\s-]+${escapeRegExp(site.name.slice(at + 2))}`).join('|') || '(?!)'})\\b`,
  'giu',
);
/**
 * Letters dictated one by one ("the c e o", "h r team"): an abbreviation. Not when every letter is
 * one a sentence has on its own ("a", "i"; but "a i" is AI), nor with "u" or "n", which are
 * shorthand for words; a leading "a" or "i" before two or more letters is the sentence's own ("have a q a team").
 */
const SPELT_LETTERS = /(?<![\p{L}\p{N}.'’-])\p{L}(?: \p{L}){1,5}(?![\p{L}\p{N}'’]|\.\p{L})/gu;
const joinedLetters = (run: string) => {
  const letters = run.split(' ');
  if (run.toLowerCase() === 'a i') return 'ai';
  const standsAlone = (letter: string) => /^[ai]$/i.test(letter);
  if (letters.every(standsAlone) || letters.some((letter) => /^[un]$/i.test(letter))) return run;
  if (standsAlone(letters[0]) && letters.length > 2) return `${letters[0]} ${letters.slice(1).join('').toLowerCase()}`;
  return letters.join('').toLowerCase();
};

/** The question with text-message shorthand spelt out, and what a voice typed as words in figures and abbreviations. */
export function spelledOut(question: string): string {
  return numeralsFor(question)
    .replace(SPLIT_NAME, site.name)
    .replace(ARE_AFTER, '$1 are')
    .replace(ARE_BEFORE, 'are')
    .replace(SPELT_LETTERS, joinedLetters)
    .replace(WORD, (word) => SHORTHAND.get(word.toLowerCase()) ?? word);
}
