/** One sentence of a passage: the words the answer checks read, and the words a reply quotes. */
export interface Sentence {
  /** A table row reads with its figures first and its table's header after ("about 320 People"), so a figure stands before what it counts. */
  read: string;
  /** A table row is quoted as "Engineering: 34%."; a sentence as it is written. */
  quoted: string;
  /** What a table row's values measure, from its header ("Share of women"), when the header names it. */
  measures?: string;
}

/** A sentence ends at . ! or ? (with any closing quote or bracket) followed by what starts a sentence (a capital, a digit, a quote or a bracket). */
const SENTENCE_END = /(?<=[.!?]["'”’)]?)\s+(?=[A-Z0-9"'“(])/;

/** A first sentence of at most this many words, naming someone or something and then what they are ("Meera Kulkarni, Co-founder and CTO."), labels its line like a list item's bold lead. */
const LABEL_WORDS = 8;
const isLabel = (sentence: string) => sentence.split(/\s+/).length <= LABEL_WORDS && /^[^,\d]+, [^,\d]+\.$/.test(sentence);

/** A passage's sentences, lines and table rows ("label | value" lines after a header line) included. */
export function sentencesOf(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let header: string[] | null = null;
  for (const line of text.split(/\n+/)) {
    if (!line.includes('|')) {
      header = null;
      const parts = line.split(SENTENCE_END).map((part) => part.trim()).filter(Boolean);
      // A "who, what" label heads the rest of its line ("Aditya Rao, Head of AI Practice. Leads our work on LLM applications…"): it reads with it.
      parts.forEach((sentence, position) => sentences.push({ read: position === 0 && parts.length > 1 && isLabel(sentence) ? line.trim() : sentence, quoted: sentence }));
      continue;
    }
    const [label = '', ...values] = line.split('|').map((cell) => cell.trim());
    if (header === null) {
      header = [label, ...values].filter(Boolean);
      continue;
    }
    const measured = header.slice(1).join(', ');
    const quotedValues = values.filter(Boolean).join(', ');
    if (!label && !quotedValues) continue;
    sentences.push({ read: [...values, label, ...header].filter(Boolean).join(' '), quoted: `${label}${label && quotedValues ? ': ' : ''}${quotedValues}.`, ...(measured ? { measures: measured } : {}) });
  }
  return sentences;
}
