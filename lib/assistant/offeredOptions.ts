import { contentTerms } from './retriever';

/** A name offered as a choice: one or two capitalised words ("Epic", "Azure DevOps", "iOS"). */
const NAME = String.raw`(?:[A-Z]|[a-z]+[A-Z])[\p{L}\d.+#-]*(?:\s[A-Z\d][\p{L}\d.+#-]*)?`;
/** "Epic or Cerner", "Amadeus, Sabre or Travelport": names offered to choose from. */
const CHOICE = new RegExp(String.raw`(?<![\p{L}\d])${NAME}(?:,\s*${NAME})*,?\s+or\s+(?:only\s+|just\s+)?${NAME}(?![\p{L}\d])`, 'gu');
const BETWEEN_OPTIONS = /,\s*|\s+or\s+(?:only\s+|just\s+)?/;

/**
 * The names a question offers to choose from ("is their EHR Epic or Cerner?"), each as its terms;
 * none when it offers no choice of names. A page that names none of them does not answer it.
 */
export function offeredOptions(question: string): string[][] {
  for (const [choice] of question.matchAll(CHOICE)) {
    const options = choice.split(BETWEEN_OPTIONS).map((option) => contentTerms(option)).filter((terms) => terms.length);
    if (options.length >= 2) return options;
  }
  return [];
}
