import { createHash } from 'node:crypto';
import { getLibrary } from '../content/library';
import { allSitePaths } from '../content/routes';
import { getContentPages, getPressReleases } from '../content/siteContent';
import { caseStudyPath, insightPath } from '../content/slugs';
import { visitorQuestionFiles } from '@/data/visitorQuestions';
import { formatProblem } from '../content/validate';
import { validateVisitorQuestions } from '../content/visitorQuestions';
import { siteChunks, type Chunk } from './chunks';
import { vectorLayout } from './embedding/vectorLayout';
import { OUT_OF_SCOPE_EXAMPLES } from './outOfScope';
import { learnedQuestionsFor, unansweredQuestions, type AnsweredQuestion } from './learnedQuestions';
import { pageOf } from './pageOf';

/**
 * Everything the assistant knows, built from the content at build time
 * (scripts/generate.ts writes it to generated/chat-index.json; the service loads it):
 * the passages to search and quote, and every page that exists with its title, so no answer
 * can link anywhere else.
 */
export interface ChatIndex {
  /** Hash of the passages: changes whenever the content does. */
  version: string;
  passages: Chunk[];
  /** Questions visitors ask that a page answers, each with the page's path: found by meaning or words, they lead to the page's own passage. */
  questions: { text: string; page: string }[];
  /** Requests no page answers (weather, homework, code to write...): a question much closer to these is declined. */
  outOfScope: string[];
  /** The tuning set's questions, each with the page that answers it (see learnedQuestions.ts): found by meaning, they rank their page. */
  learnedQuestions: AnsweredQuestion[];
  /** The tuning set's questions no page answers (see learnedQuestions.ts): a question far closer to one of these than to any answered one is refused. */
  unansweredQuestions: { id: string; text: string }[];
  /** Path → title of every page in the export. */
  pages: Record<string, string>;
}

const FIXED_TITLES: Record<string, string> = {
  '/': 'Home',
  '/insights/': 'Insights',
  '/case-studies/': 'Case studies',
  '/contact/': 'Contact us',
  '/faq/': 'Frequently asked questions',
};

function pageTitles(): Record<string, string> {
  const { posts, caseStudies } = getLibrary();
  const titles: Record<string, string> = { ...FIXED_TITLES };
  for (const page of getContentPages()) titles[page.path] = page.title;
  for (const post of posts) titles[insightPath(post.blogURL)] = post.blogTitle;
  for (const study of caseStudies) titles[caseStudyPath(study)] = study.caseTitle;
  for (const release of getPressReleases()) titles[`/press-releases/${release.slug}/`] = release.title;
  return Object.fromEntries(allSitePaths().map((path) => [path, titles[path] ?? path]));
}

/** Every page's visitor questions; a question for a page the assistant has no passage of fails the build, naming it. */
function visitorQuestions(indexed: ReadonlySet<string>): ChatIndex['questions'] {
  const checked = Object.entries(visitorQuestionFiles).map(([file, questions]) => validateVisitorQuestions(questions, indexed, file));
  const errors = checked.flatMap((result) => result.problems).filter((problem) => problem.level === 'error');
  if (errors.length) throw new Error(`Visitor questions:\n${errors.map(formatProblem).join('\n')}`);
  return checked.flatMap((result) => result.questions);
}

export function buildChatIndex(): ChatIndex {
  const passages = siteChunks();
  const indexed = new Set(passages.map((chunk) => pageOf(chunk.url)));
  const questions = visitorQuestions(indexed);
  const outOfScope = [...OUT_OF_SCOPE_EXAMPLES];
  const learnedQuestions = learnedQuestionsFor(indexed);
  const unanswered = unansweredQuestions();
  const version = createHash('sha256').update(JSON.stringify([passages, questions, outOfScope, learnedQuestions, unanswered])).digest('hex').slice(0, 16);
  return { version, passages, questions, outOfScope, learnedQuestions, unansweredQuestions: unanswered, pages: pageTitles() };
}

/** Where each kind of text's vectors start in the index's vectors (see vectorLayout). */
export const vectorLayoutOf = (index: Pick<ChatIndex, 'passages' | 'questions' | 'outOfScope' | 'learnedQuestions' | 'unansweredQuestions'>) =>
  vectorLayout({ passages: index.passages.length, questions: index.questions.length, outOfScope: index.outOfScope.length, learned: index.learnedQuestions.length, unanswered: index.unansweredQuestions.length });
