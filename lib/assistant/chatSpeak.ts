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
    im: "i'm",
    ive: "i've",
    dont: "don't",
    doesnt: "doesn't",
    didnt: "didn't",
    isnt: "isn't",
    arent: "aren't",
    cant: "can't",
  }),
);

/** A shorthand word standing alone: not part of "U.S." or "n+1". */
const WORD = /(?<![\p{L}\p{N}.'’+-])([\p{L}\p{N}]+)(?![\p{L}\p{N}+]|\.[\p{L}])/gu;
const ARE_AFTER = /\b(u|you|we|they|i|what|wat|how|where|who|when|why|which)\s+r\b/gi;
const ARE_BEFORE = /\br(?=\s+(?:u|you|we|they|there)\b)/gi;

/** The question with text-message shorthand spelt out. */
export function spelledOut(question: string): string {
  return question
    .replace(ARE_AFTER, '$1 are')
    .replace(ARE_BEFORE, 'are')
    .replace(WORD, (word) => SHORTHAND.get(word.toLowerCase()) ?? word);
}
