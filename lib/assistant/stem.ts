/**
 * A light English stemmer for the assistant's index and queries: folds plurals, -ing/-ed forms
 * and British -ise and -mme spellings, so "migrating", "migrated" and "migrations" meet "migration".
 * Deliberately conservative: a wrong merge costs more precision than a missed one gains recall.
 */
const EXCEPTIONS = new Set(['us', 'its', 'this', 'has', 'was', 'is', 'as', 'news', 'series', 'analysis', 'business', 'process', 'access', 'class', 'less', 'ios', 'aws', 'gas', 'sas', 'saas', 'paas', 'kubernetes']);

/** Plurals of abbreviations ending in "i", which the "-is" rule ("analysis", "basis") would keep whole. */
const ABBREVIATION_PLURALS = new Map([
  ['apis', 'api'],
  ['kpis', 'kpi'],
  ['slis', 'sli'],
]);

/** Words already stemmed: the site's and visitors' vocabulary is small, and stemming is on every query's path. */
const stems = new Map<string, string>();
/** Beyond this many words (a flood of made-up ones), the memory starts afresh. */
const MAX_REMEMBERED = 100_000;

export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    if (stems.size >= MAX_REMEMBERED) stems.clear();
    stemmed = stemOf(word);
    stems.set(word, stemmed);
  }
  return stemmed;
}

function stemOf(word: string): string {
  const abbreviation = ABBREVIATION_PLURALS.get(word);
  if (abbreviation) return abbreviation;
  if (word.length <= 3 || EXCEPTIONS.has(word) || /\d/.test(word)) return word;
  let w = word
    .replace(/isation(s?)$/, 'ization$1')
    .replace(/ise([sd]?)$/, 'ize$1')
    .replace(/ising$/, 'izing')
    .replace(/mme(s?)$/, 'm$1');
  if (w.endsWith('iness') && w.length > 7) w = `${w.slice(0, -5)}y`;
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length >= 6) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4 && !w.endsWith('eed')) w = w.slice(0, -2);
  else if (w.endsWith('ization')) w = w.slice(0, -5);
  else if (w.endsWith('ation') && w.length > 7) w = w.slice(0, -3);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}
