import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/data/site';
import type { ChatIndex } from '@/lib/assistant/chatIndex';
import { learnedQuestionsFor, unansweredQuestions, type LearnedQuestion } from '@/lib/assistant/learnedQuestions';
import { allHeldOutCases } from '../chat/heldOutSets';
import { learnableQuestions, withoutLearned } from '../chat/learnedFolds';
import { learnedBatches } from '../chat/tuningSet';
import type { EvalCase } from '../chat/evalSet';

const written = JSON.parse(readFileSync(join(process.cwd(), 'lib/assistant/learnedQuestions.json'), 'utf8')) as unknown;

describe('the learned questions', () => {
  it('are the tuning set\'s answerable questions as it stands (npm run train:chat writes them)', () => {
    expect(written).toEqual(learnableQuestions(learnedBatches, allHeldOutCases));
  });

  it('hold no question of a held-out set', () => {
    const texts = new Set(allHeldOutCases.map((item) => item.question.toLowerCase()));
    const pages = new Set((written as LearnedQuestion[]).flatMap((question) => (question.page ? [question.page.replace('{slug}', site.slug)] : [])));
    const learned = [...learnedQuestionsFor(pages), ...unansweredQuestions()];
    expect(learned.length).toBeGreaterThan(3000);
    expect(learned.filter((question) => texts.has(question.text.toLowerCase())).map((question) => question.id)).toEqual([]);
  });

  it('leave out a question worded like a held-out one', () => {
    const batch: EvalCase[] = [
      { id: 'a', question: 'where is your blog?', kind: 'answerable', expect: ['/insights/'] },
      { id: 'b', question: 'do you build mobile apps', kind: 'answerable', expect: ['/capabilities/'] },
    ];
    const keptOut: EvalCase[] = [{ id: 'h', question: 'so where is your blog', kind: 'answerable', expect: ['/insights/'] }];
    expect(learnableQuestions({ batch }, keptOut).map((question) => question.id)).toEqual(['b']);
  });

  it('leave out follow-ups, keep unanswerable questions without a page, and name the company by its token', () => {
    const batch: EvalCase[] = [
      { id: 'a', question: `Where is ${site.name}'s office?`, kind: 'answerable', expect: ['/about/', '/contact/'] },
      { id: 'b', question: 'and in Pune?', kind: 'follow-up', previous: 'where are you based', expect: ['/about/'] },
      { id: 'c', question: 'what is the weather', kind: 'off-topic', expect: [] },
    ];
    expect(learnableQuestions({ batch })).toEqual([
      { id: 'a', text: "Where is {name}'s office?", page: '/about/' },
      { id: 'c', text: 'what is the weather', page: null },
    ]);
  });

  it('are read with the company\'s name, for pages the assistant has passages of', () => {
    expect(learnedQuestionsFor(new Set(['/about/'])).every((question) => question.page === '/about/' && !question.text.includes('{name}'))).toBe(true);
  });
});

describe('the tuning set measured without its own learned questions', () => {
  const vector = (value: number) => Float32Array.of(value);
  const index = {
    passages: [{ id: '/a/' }],
    questions: [{ text: 'q', page: '/a/' }],
    outOfScope: ['joke'],
    learnedQuestions: [
      { id: 'one', text: 'first', page: '/a/' },
      { id: 'two', text: 'second', page: '/a/' },
      { id: 'three', text: 'third', page: '/a/' },
    ],
    unansweredQuestions: [
      { id: 'four', text: 'fourth' },
      { id: 'five', text: 'fifth' },
    ],
  } as unknown as ChatIndex;
  const vectors = [1, 2, 3, 11, 12, 13, 14, 15].map(vector);

  it('drops the batch\'s questions and their vectors in step', () => {
    const batch: EvalCase[] = [
      { id: 'two', question: 'second', kind: 'answerable', expect: ['/a/'] },
      { id: 'four', question: 'fourth', kind: 'unanswerable', expect: [] },
    ];
    const folded = withoutLearned(index, vectors, batch);
    expect(folded.index.learnedQuestions.map((question) => question.id)).toEqual(['one', 'three']);
    expect(folded.index.unansweredQuestions.map((question) => question.id)).toEqual(['five']);
    expect(folded.vectors?.map((each) => each[0])).toEqual([1, 2, 3, 11, 13, 15]);
  });
});
