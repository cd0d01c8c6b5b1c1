import { applyBrand } from '../content/brand';
import written from './learnedQuestions.json';

/** A question from the tuning set (its case id), in the visitor's words, with the page that answers it. */
export interface LearnedQuestion {
  id: string;
  text: string;
  page: string;
}

/**
 * The tuning set's answerable questions, as `npm run train:chat` writes them (scripts/train-ranker.ts;
 * do not edit by hand), the company named by its tokens. The assistant finds them by meaning
 * beside the editors' visitor questions, so a visitor's wording that the tuning writers used leads
 * to the page they expected; they only rank pages (the answer gate reads the editors' questions),
 * and the held-out sets, which are never in this file, measure what they add.
 */
export function learnedQuestionsFor(indexedPages: ReadonlySet<string>): LearnedQuestion[] {
  return (written as LearnedQuestion[]).flatMap((question) => {
    const page = applyBrand(question.page);
    return indexedPages.has(page) ? [{ id: question.id, text: applyBrand(question.text), page }] : [];
  });
}
