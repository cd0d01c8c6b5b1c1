import { describe, expect, it } from 'vitest';
import { askingSentences, leadingQuestion } from '@/lib/assistant/questionParts';

describe('the first of several questions in one message', () => {
  it('is found after "?", a sentence end or "and" before a question word', () => {
    expect(leadingQuestion('who is the ceo and who started the company in the first place')).toBe('who is the ceo');
    expect(leadingQuestion('Do you build Chrome extensions? How long does a first version take?')).toBe('Do you build Chrome extensions?');
    expect(leadingQuestion('We are a bank. Do you build mobile apps? Can you also run them after launch?')).toBe('Do you build mobile apps?');
    // Typed all in lower case, a question word after a full stop starts a sentence too.
    expect(leadingQuestion('investor here. how many people work there and how long has it been operating')).toBe('how many people work there');
    expect(leadingQuestion('do you build mobile apps and can you maintain them after launch?')).toBe('do you build mobile apps');
  });

  it('is not a story going on after "and" with a verb ("…and would prefer…")', () => {
    expect(leadingQuestion("We're based in Brisbane and would prefer not to be billed in USD. What currencies do you invoice in, and how often?")).toBeNull();
  });

  it('keeps a piece too short to stand alone with the question before it', () => {
    for (const message of ['Did the app rebuild reduce churn? By how much?', "which bank was it for? what's it called?", 'We are a bank. Do you build mobile apps? And what do they cost?']) {
      expect(leadingQuestion(message), message).toBeNull();
    }
  });

  it('is none for one question, alternatives or an abbreviation', () => {
    for (const message of ['do you do kubernetes', 'is lunch free or is there a canteen?', 'Do you build VR apps, e.g. for Meta Quest headsets?', 'do you build apps for wearables, e.g. watches and rings?']) expect(leadingQuestion(message), message).toBeNull();
  });
});

describe('the sentences of a message that ask something', () => {
  it('leave out the story told before, in any case', () => {
    expect(askingSentences('We are a bank in Leeds. Do you build mobile apps?')).toBe('Do you build mobile apps?');
    expect(askingSentences('we are a bank in leeds. do you build mobile apps?')).toBe('do you build mobile apps?');
    expect(askingSentences('we are a bank in leeds.')).toBe('we are a bank in leeds.');
    // Typed in lower case, a sentence starting with its subject starts a new one too.
    expect(askingSentences('somos uma fabrica in porto, still paper everywhere. you work with factories like us?')).toBe('you work with factories like us?');
    expect(askingSentences('our app is slow. we want it fixed. u can help?')).toBe('u can help?');
  });
});
