/** Words too common to help a search; shared by the site search and the assistant's retriever. */
export const STOP_WORDS = new Set(
  'a an and are as at be but by can do for from has have how in into is it its not of on or our so than that the their them then there these they this to up was we were what when which while who will with you your'.split(' '),
);

/** A MiniSearch term processor: lower-cases and drops stop words and one-letter terms. */
export function termProcessor(stopWords: Set<string>) {
  return (term: string) => {
    const word = term.toLowerCase();
    return word.length > 1 && !stopWords.has(word) ? word : null;
  };
}
