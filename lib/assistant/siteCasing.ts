import type { Chunk } from './chunks';

/**
 * How the site spells the words it writes with capitals inside them ("AWS", "CTO", "iOS",
 * "GitHub"), by the word in lower case. The sentence encoder reads case: "who is your cto" is
 * further from "Co-founder and CTO" than "who is your CTO", and visitors type in lower case.
 */
export type SiteCasing = ReadonlyMap<string, string>;

/** A spelling counts when the site uses it at least this many times... */
const MIN_USES = 3;
/** ...and for at least this share of the word's uses (not "Star" beside "star"). */
const MIN_SHARE = 0.9;

const WORD = /[\p{L}\d]+/gu;
/** Two capitals at least: an acronym or a name spelt in mixed case, not a word that opens a sentence. */
const SPELT_WITH_CAPITALS = /\p{Lu}.*\p{Lu}/u;

/** The spellings the passages give their acronyms and mixed-case names. */
export function siteCasing(passages: readonly Pick<Chunk, 'text'>[]): SiteCasing {
  const uses = new Map<string, Map<string, number>>();
  for (const { text } of passages) {
    for (const [word] of text.matchAll(WORD)) {
      const key = word.toLowerCase();
      const spellings = uses.get(key) ?? new Map<string, number>();
      spellings.set(word, (spellings.get(word) ?? 0) + 1);
      uses.set(key, spellings);
    }
  }
  const casing = new Map<string, string>();
  for (const [key, spellings] of uses) {
    const total = [...spellings.values()].reduce((sum, count) => sum + count, 0);
    const [spelling, count] = [...spellings].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    if (SPELT_WITH_CAPITALS.test(spelling) && count >= MIN_USES && count / total >= MIN_SHARE) casing.set(key, spelling);
  }
  return casing;
}

/** The text with each word typed all in lower case spelt as the site spells it ("aws" → "AWS"); words the visitor capitalised stay as typed. */
export const truecased = (text: string, casing: SiteCasing): string =>
  casing.size ? text.replace(WORD, (word) => (word === word.toLowerCase() ? (casing.get(word) ?? word) : word)) : text;
