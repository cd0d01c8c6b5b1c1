import { applyBrand } from '../content/brand';
import written from './learnedQuestions.json';

/** A question from the tuning set (its case id), in the visitor's words, with the page that answers it, or null when the site answers it nowhere. */
export interface LearnedQuestion {
  id: string;
  text: string;
  page: string | null;
}

/**
 * The tuning set's answerable questions, for the pages the assistant has passages of, as `npm run train:chat` writes them (scripts/train-ranker.ts;
 * do not edit by hand), the company named by its tokens. The assistant finds them by meaning
 * beside the editors' visitor questions, so a visitor's wording that the tuning writers used leads
 * to the page they expected; they only rank pages (the answer gate reads the editors' questions),
 * and the held-out sets, which are never in this file, measure what they add.
 */
export function learnedQuestionsFor(indexedPages: ReadonlySet<string>): AnsweredQuestion[] {
  return (written as LearnedQuestion[]).flatMap((question) => {
    const page = question.page === null ? null : applyBrand(question.page);
    return page !== null && indexedPages.has(page) ? [{ id: question.id, text: applyBrand(question.text), page }] : [];
  });
}

export type AnsweredQuestion = LearnedQuestion & { page: string };

/**
 * The tuning set's questions the site answers nowhere (near misses and off-topic requests): a
 * question much closer to one of these than to any question a page answers is refused.
 */
export function unansweredQuestions(): { id: string; text: string }[] {
  return (written as LearnedQuestion[]).flatMap((question) => (question.page === null ? [{ id: question.id, text: applyBrand(question.text) }] : []));
}
