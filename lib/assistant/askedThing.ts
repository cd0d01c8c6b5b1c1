import { COMPANY_NAME, THE_COMPANY_ADDRESSED } from './regExp';
import { contentTerms, wordsOf } from './retriever';

/** "Are you SOC 2 certified", "is Nexaloom an AWS partner": a certificate, audit or listing is held under its name. */
const ASKS_WHETHER_CERTIFIED = new RegExp(
  String.raw`\b(?:are|is) (?:you|u|${COMPANY_NAME}|your company|the company)(?: guys)? (?:(?:also|still|actually|already|officially)\s+)*(?:an? )?([^?.,!;]+?) (?:certified|audited|accredited|compliant|partners?|registered|listed|attested)\b`,
  'i',
);

/**
 * "Is there visitor parking…", "do you offer a joining bonus…", "are you SOC 2 certified", "would you
 * publish it on the Opera store": a yes/no question whether something exists, is offered or held.
 * The thing is named right after the asking words.
 */
const ASKS_WHETHER_THERE_IS = [
  /\b(?:is|are) there (?:(?:a|an|any|some|also|still|actually)\s+)*([^?.,!;]+)/i,
  new RegExp(
    String.raw`\b(?:do|does|did|will|would|can|could|should) (?:you|u|${COMPANY_NAME}|they|interns|employees|engineers|developers|staff|people|new hires|i|we|(?:the|your|our) (?:[\p{L}-]+ )?[\p{L}-]+?)(?: guys| all)? (?:(?:also|still|actually|ever|usually|normally)\s+)*(?:have to )?(?:have|offer|provide|give|pay|cover|hold|get|run|support|sponsor|reimburse|allow|share|include|use|sign|serve) (?:(?:a|an|any|some|your|the|my|our|their)\s+)*([^?.,!;]+)`,
    'iu',
  ),
  ASKS_WHETHER_CERTIFIED,
  // Whether something is published to a named store or platform: "would you publish it on the Opera add-ons store as well?"
  /\b(?:publish|release|list|launch|ship) (?:it|them|this|that|the [\p{L}-]+) (?:(?:also|as well)\s+)?(?:on|in|to) (?:(?:a|an|the)\s+)?([^?.,!;]+)/iu,
];

/** The thing's name ends where the question goes on to say where, for whom, why or how: "parking | at your Pune office", "the slides | somehow". */
const ENDS_THE_NAME = new Set('at for in on to of if when with from by as so or and i we you u our your my that which who where while during before after like too also somehow somewhere anywhere anyhow elsewhere please pls'.split(' '));
/** A thing is named in a few words: "SOC 2 Type II", "visitor parking", "supplier registration form". */
const MAX_NAME_WORDS = 3;

/** "Is there a writeup", "a FAQ section": a page about what was asked, or a part of the site, which the site has or not whatever it calls it. */
const A_PAGE_ABOUT_IT = new Set(['writeup', 'writeups', 'write-up', 'write-ups', 'recap', 'recaps', 'blogpost', 'blogposts', 'blog', 'blogs', 'post', 'posts', 'page', 'pages', 'section', 'sections']);
/** "A variance-reduction trick", "a way to…": words for some means of doing a thing, which a page names by what it does. */
const SOME_MEANS = new Set(['trick', 'tricks', 'technique', 'techniques', 'method', 'methods', 'approach', 'approaches', 'way', 'ways', 'option', 'options', 'solution', 'solutions', 'thing', 'things']);

/** The terms naming the thing in the phrase after the asking words: up to where it says where, for whom or why. */
function nameIn(phrase: string): string[] {
  // Split at spaces, so a hyphenated name ("sign-on bonus") stays whole.
  const words = phrase.toLowerCase().split(/\s+/);
  const end = words.findIndex((word) => ENDS_THE_NAME.has(wordsOf(word).join(' ')));
  return contentTerms(words.slice(0, end < 0 ? words.length : end).slice(0, MAX_NAME_WORDS).join(' ')).filter((term) => !A_PAGE_ABOUT_IT.has(term));
}

/** "Will you guarantee our losses drop…", "a money-back guarantee", "the guaranteed response time", "a warranty period": a commitment, which only a page that speaks of one answers... */
const NAMES_A_COMMITMENT = /\b(?:money[- ]?back|guaranteed|guarantees?|warrant(?:y|ies))\b/i;
/** ..."how do you guarantee the instruction that runs is the one approved" asks how something is ensured. */
const ASKS_HOW_ENSURED = /\bhow (?:do|does|did|can|could|would|will) [\p{L}'-]+(?: [\p{L}'-]+)? guarantee\b/iu;

/** The terms naming the thing a yes/no question asks exists or is offered (or guaranteed); none when it asks no such thing. */
export function askedThing(question: string): string[] {
  const commitment = ASKS_HOW_ENSURED.test(question) ? null : NAMES_A_COMMITMENT.exec(question);
  if (commitment) return [/^warrant/i.test(commitment[0]) ? 'warranty' : 'guarantee'];
  for (const pattern of ASKS_WHETHER_THERE_IS) {
    const phrase = pattern.exec(question)?.[1];
    const terms = phrase ? nameIn(phrase).filter((term) => !SOME_MEANS.has(term)) : [];
    if (terms.length) return terms;
  }
  return [];
}

/** "Do you do ServiceNow development?", "did you build the Walgreens app?": whether the company does or did a kind of work, named right after. */
const ASKS_WHETHER_YOU_DO = new RegExp(
  String.raw`\b(?:do|does|did|can|could|will|would) ${THE_COMPANY_ADDRESSED} (?:(?:also|still|actually|ever)\s+)*(?:do|build|develop|implement|work (?:on|with)) (?:(?:a|an|any|some|the)\s+)*([^?.,!;]+)`,
  'iu',
);

/** The terms naming the work a question asks whether the company does ("servicenow development"); none when it asks no such thing. */
export function askedWork(question: string): string[] {
  const phrase = ASKS_WHETHER_YOU_DO.exec(question)?.[1];
  return phrase ? nameIn(phrase) : [];
}

/** The terms naming a certificate, audit or listing a question asks the company holds ("Cyber Essentials"); none when it asks of none. */
export function askedCertificate(question: string): string[] {
  const phrase = ASKS_WHETHER_CERTIFIED.exec(question)?.[1];
  return phrase ? nameIn(phrase) : [];
}
