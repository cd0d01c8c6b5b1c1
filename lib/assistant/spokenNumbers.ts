const UNITS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const VALUE = new Map<string, number>([...UNITS.map((word, value) => [word, value] as const), ...TENS.map((word, at) => [word, (at + 2) * 10] as const)]);
const SCALE = new Map([
  ['hundred', 100],
  ['thousand', 1000],
  ['million', 1_000_000],
]);
/** One number word, "zero" to "million", as a regular-expression source (no flags, no word boundaries). */
export const NUMBER_WORD = `(?:${[...VALUE.keys(), ...SCALE.keys()].join('|')})`;
/** Two or more number words in a row ("twenty seven thousand one", "three hundred and twenty", "twenty twenty-four"). */
const SPOKEN_NUMBER = new RegExp(`\\b${NUMBER_WORD}(?:(?:[\\s-]+|\\s+and\\s+)${NUMBER_WORD})+\\b`, 'gi');

/**
 * The value of number words read as one number, or null when they are not one ("one two", "ten
 * nine"). Two-digit pairs read as a year: "twenty twenty four" is 2024, "nineteen ninety" 1990.
 */
function valueOf(words: string[]): number | null {
  let total = 0;
  let current = 0;
  let last: 'unit' | 'tens' | 'scale' | null = null;
  for (const word of words) {
    const scale = SCALE.get(word);
    if (scale !== undefined) {
      if (last === null || (last === 'scale' && scale === 100)) return null;
      if (scale === 100) current = Math.max(current, 1) * 100;
      else [total, current] = [total + Math.max(current, 1) * scale, 0];
      last = 'scale';
      continue;
    }
    const value = VALUE.get(word)!;
    if (value >= 20) {
      // A second pair of digits after "nineteen" or "twenty" ("twenty twenty", "nineteen ninety"): a year.
      if ((last === 'unit' || last === 'tens') && (current === 19 || current === 20)) current = current * 100 + value;
      else if (last === 'unit' || last === 'tens') return null;
      else current += value;
      last = 'tens';
    } else {
      if (last === 'unit' || (last === 'tens' && (current % 10 !== 0 || value >= 10))) return null;
      current += value;
      last = 'unit';
    }
  }
  return total + current;
}

/** Numbers a voice typed as words ("iso twenty seven thousand one", "three hundred engineers") in figures; a single number word stays a word. */
export function numeralsFor(text: string): string {
  return text.replace(SPOKEN_NUMBER, (spoken) => {
    const value = valueOf(spoken.toLowerCase().split(/[\s-]+/).filter((word) => word !== 'and'));
    return value === null ? spoken : String(value);
  });
}
