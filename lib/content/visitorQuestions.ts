import { z } from 'zod';
import { applyBrand } from './brand';
import type { ContentProblem } from './validate';

/**
 * Questions visitors ask that a page answers, in their words rather than the page's (the company
 * named by its tokens, {name} and {assistant}, and pages by theirs, /{slug}-at-rsac-2024/): the assistant
 * indexes them beside the page, so "where's your blog?" finds the article listing and "our site
 * flashes the old version first" finds the article on flicker-free A/B tests.
 */
export type VisitorQuestions = Record<string, string[]>;

export const MAX_QUESTIONS_PER_PAGE = 15;

const questionSchema = z
  .string()
  .trim()
  .min(8, 'must be at least 8 characters')
  .max(200, 'must be at most 200 characters')
  .regex(/[\p{L}]{2}/u, 'must contain words');

const questionsSchema = z.array(questionSchema).min(1, 'must list at least one question').max(MAX_QUESTIONS_PER_PAGE, `must list at most ${MAX_QUESTIONS_PER_PAGE} questions`);

export interface ValidatedVisitorQuestions {
  questions: { text: string; page: string }[];
  problems: ContentProblem[];
}

/**
 * The questions of every page that exists, each once; a question for a page the site does not
 * have, or one that is not a question-sized text, is an error naming the page and the position.
 */
export function validateVisitorQuestions(raw: VisitorQuestions, knownPaths: ReadonlySet<string>, file?: string): ValidatedVisitorQuestions {
  const problems: ContentProblem[] = [];
  const questions: { text: string; page: string }[] = [];
  const seen = new Map<string, string>();
  for (const [rawPage, list] of Object.entries(raw)) {
    const page = applyBrand(rawPage);
    const entry = `visitor questions for ${page}`;
    if (!knownPaths.has(page)) {
      problems.push({ level: 'error', file, entry, field: 'page', message: 'no page of the site has this path' });
      continue;
    }
    const parsed = questionsSchema.safeParse(list);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ level: 'error', file, entry, field: issue.path.length ? `[${issue.path.join('.')}]` : 'questions', message: issue.message });
      continue;
    }
    for (const text of parsed.data.map(applyBrand)) {
      const key = text.toLowerCase();
      const other = seen.get(key);
      if (other !== undefined) {
        problems.push({ level: other === page ? 'warning' : 'error', file, entry, field: 'questions', message: other === page ? `"${text}" is listed twice` : `"${text}" is also listed for ${other}: a question leads to one page` });
        continue;
      }
      seen.set(key, page);
      questions.push({ text, page });
    }
  }
  return { questions, problems };
}
