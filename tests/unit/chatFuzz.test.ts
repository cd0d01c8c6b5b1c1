import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Answerer } from '@/lib/assistant/answerer';
import { loadChatIndex } from '@/server/chat/loadIndex';

const answerer = new Answerer(loadChatIndex());
/** Names every plain object inherits: a visitor's word must never find them in a lookup table. */
const PROTOTYPE_WORDS = Object.getOwnPropertyNames(Object.prototype);
/** What the reading of a voice's typing turns into figures and abbreviations: number words, single letters, the company's name in parts. */
const SPOKEN = ['twenty', 'nineteen', 'one', 'hundred', 'thousand', 'and', 'million', 'zero', 'a', 'i', 'u', 'n', 'c', 'e', 'o', 'r', 'nexa', 'loom', '-'];
const words = fc.oneof(fc.constantFrom(...PROTOTYPE_WORDS, 'prototype', '__proto__', 'toString', 'cost', 'bank', 'the', ...SPOKEN), fc.string({ unit: 'grapheme', maxLength: 12 }));
const questions = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.array(words, { maxLength: 12 }).map((parts) => parts.join(' ')));

describe('the built-in answerer on any input', () => {
  it('answers questions made of the names plain objects inherit', () => {
    for (const word of [...PROTOTYPE_WORDS, 'prototype']) {
      const answer = answerer.answer(answerer.prepare(`what is your ${word} policy?`));
      expect(answer.answer.length, word).toBeGreaterThan(0);
    }
  });

  it('never throws on arbitrary unicode, alone or as a follow-up, and always returns an answer', () => {
    fc.assert(
      fc.property(questions, fc.option(questions, { nil: undefined }), (question, earlier) => {
        const previous = earlier === undefined ? undefined : { query: earlier, urls: [] };
        const answer = answerer.answer(answerer.prepare(question, previous));
        expect(typeof answer.answer).toBe('string');
        expect(answer.answer.length).toBeGreaterThan(0);
        expect(Array.isArray(answer.sources)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
