import type { VisitorQuestions } from '@/lib/content/visitorQuestions';
import { articleQuestions } from './articles';
import { caseStudyQuestions } from './caseStudies';
import { pageQuestions } from './pages';

/** Where each area's questions live, for messages that name the file to fix. */
export const visitorQuestionFiles: Record<string, VisitorQuestions> = {
  'data/visitorQuestions/pages.ts': pageQuestions,
  'data/visitorQuestions/articles.ts': articleQuestions,
  'data/visitorQuestions/caseStudies.ts': caseStudyQuestions,
};
