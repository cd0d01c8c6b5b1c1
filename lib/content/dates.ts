const MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
];

export interface ParsedDate {
  /** Midnight UTC of the calendar date. */
  date: Date;
  /** Set when the text was understood only after correcting it (e.g. a misspelled month). */
  warning?: string;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

function monthIndex(word: string): { index: number; exact: boolean } | undefined {
  const token = word.toLowerCase().replace(/\.$/, '');
  const exact = MONTHS.findIndex(
    (month) => month === token || month.slice(0, 3) === token || (month === 'september' && token === 'sept'),
  );
  if (exact >= 0) return { index: exact, exact: true };
  let best = { index: -1, distance: Infinity };
  MONTHS.forEach((month, index) => {
    const distance = Math.min(editDistance(token, month), editDistance(token, month.slice(0, 3)));
    if (distance < best.distance) best = { index, distance };
  });
  return best.distance <= 2 && token.length >= 3 ? { index: best.index, exact: false } : undefined;
}

/**
 * Parses display dates such as "Dec 4, 2023" or "September 12, 2024", tolerating misspelled
 * months ("Febuary"), which the source data contains. Returns undefined when it cannot be read.
 */
export function parseDisplayDate(text: string): ParsedDate | undefined {
  const match = /^\s*([A-Za-z.]+)\s+(\d{1,2}),?\s+(\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const [, monthWord, dayText, yearText] = match;
  const month = monthIndex(monthWord);
  if (!month) return undefined;
  const day = Number(dayText);
  const year = Number(yearText);
  const date = new Date(Date.UTC(year, month.index, day));
  if (date.getUTCMonth() !== month.index || date.getUTCDate() !== day) return undefined;
  const warning = month.exact ? undefined : `month "${monthWord}" read as "${MONTHS[month.index]}"`;
  return { date, warning };
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
