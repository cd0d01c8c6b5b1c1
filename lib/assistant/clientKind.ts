import { contentTerms, termsIn } from './retriever';

/**
 * "Have you ever built anything for a phone company?", "any clients in Japan?", "any experience
 * with gambling operators?": the question asks whether the company has worked for a kind of
 * client, named after "for", "with" or "in" up to the end of the clause, an example ("like…") or
 * what the visitor says of it ("for brands in this spot", "for companies stuck like this"). After
 * "any experience", "any clients"… the kind comes within two words ("any clients based in Japan"):
 * "any project would mean your team in India…" asks of no kind of client.
 */
const ASKS_FOR_CLIENT_KIND =
  /\b(?:(?:have|has|did|do)\s+(?:you|u|the company|your (?:team|company))(?:\s+guys)?\s+(?:ever\s+)?(?:built|made|done|worked|developed|created|delivered|build|make|do|work|develop|create)\b[^.?!]*?|\b(?:any|ever|prior|previous|past)\s+(?:experience|projects?|work|clients?)(?:\s+[\p{L}'-]+){0,2}?)\s+(?:for|with|in)\s+(?!(?:my|our|your|their)\b)((?:(?:a|an|any|the|some|other)\s+)?[\p{L}' -]+?)(?=[,.?!;:(]|\s+(?:like|such as|e\.g|where|that|who|which|to|before|yet|itself|directly|specifically|in|on|at|with|this|these|stuck|facing|having|dealing|struggling|trying)\b|$)/iu;

/** Words that name no kind of client in particular ("a games company", "other businesses", "a telecom operator"). */
const ANY_CLIENT = new Set(
  'company companies business businesses firm firms organisation organisations organization organizations client clients customer customers industry industries sector sectors operator operators provider providers brand brands group groups chain chains others other people team teams'.split(' '),
);

/** An acronym as typed: "VACs", "CROs", "NBFC". */
const ACRONYM = /^([A-Z]{2,6})s?$/;

/** The words of `text` whose initials spell `acronym`, in a row ("visa application centres" for VAC), or null. */
function acronymWords(acronym: string, text: string): string[] | null {
  const words = text.split(/[^\p{L}\p{N}'-]+/u).filter(Boolean);
  const initials = acronym.toLowerCase();
  for (let start = 0; start + initials.length <= words.length; start += 1) {
    const run = words.slice(start, start + initials.length);
    if (run.every((word, at) => word[0].toLowerCase() === initials[at])) return run;
  }
  return null;
}

/**
 * The words naming the kind of client a question asks about, or none when it asks about no kind of
 * client. An acronym the visitor spelled out earlier in the message stands for its words: "We run
 * visa application centres… Have you done this for VACs?".
 */
export function askedClientKind(question: string): string[] {
  const phrase = ASKS_FOR_CLIENT_KIND.exec(question)?.[1];
  if (!phrase) return [];
  const spelled = phrase.split(/\s+/).map((word) => {
    const acronym = ACRONYM.exec(word)?.[1];
    const words = acronym && acronymWords(acronym, question);
    return words ? words.join(' ') : word;
  });
  return contentTerms(spelled.join(' ')).filter((term) => !ANY_CLIENT.has(term));
}

/** Whether a page's text names the kind of client: one of its words, or an everyday word for it ("hospital": "healthcare"). */
export const namesClientKind = (pageText: string, kind: readonly string[]): boolean => termsIn(pageText, kind).length > 0;
