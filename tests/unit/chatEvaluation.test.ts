import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Embedder } from '@/lib/assistant/embedding/embedder';
import { loadChatIndex, loadChatVectors } from '@/server/chat/loadIndex';
import { evaluate, type EvalReport } from '../chat/evaluate';
import { heldOutSet } from '../chat/heldOutSet';
import { secondHeldOutSet } from '../chat/secondHeldOutSet';
import { thirdHeldOutSet } from '../chat/thirdHeldOutSet';
import { fourthHeldOutSet } from '../chat/fourthHeldOutSet';
import { fifthHeldOutSet } from '../chat/fifthHeldOutSet';
import { sixthHeldOutSet } from '../chat/sixthHeldOutSet';
import { seventhHeldOutSet } from '../chat/seventhHeldOutSet';
import { eighthHeldOutSet } from '../chat/eighthHeldOutSet';

/**
 * Floors for the built-in answerer, on the held-out sets only (never tuned on; their misses are
 * never listed). npm run eval:chat prints the figures for every set and retrieval mode. Each floor
 * sits about two questions below the figure measured after tuning had ended; the targets (hit@1
 * 0.90, hit@3 0.97, abstention 0.90, false abstention at most 0.03) are not all met yet.
 *
 * tests/chat/heldOutSet.ts, measured (hybrid): before score fusion 0.641 / 0.782 / 0.444 / 0.103
 * (hit@1, hit@3, correct abstention, false abstention); after it, with refusals counted as
 * abstentions and the figure checks, 0.654 / 0.897 / 0.667 / 0.103; after the name check and hub
 * cards 0.667 / 0.897 / 0.704 / 0.103; after visitor questions, out-of-scope requests and the
 * wider answer-type checks 0.821 / 0.962 / 0.815 / 0.038; after facts read per sentence,
 * questions naming what the site never mentions, the company's own pages weighing more for
 * questions about it, and the location intent kept to the office, 0.846 / 0.974 / 0.889 / 0.026;
 * after the long-message and visitor's-place rules, editions, narrower fact questions and the
 * visitor's own bugs declined, 0.846 / 0.974 / 0.926 / 0.026; after text-message shorthand, hub
 * pages' purposes, facts asked in a clause of a longer message and the careers page weighted as
 * its jobs, 0.859 / 0.974 / 0.926 / 0.026.
 *
 * tests/chat/secondHeldOutSet.ts, written blind before the editions step: 0.860 / 0.989 / 0.625 /
 * 0.032 before it, 0.882 / 0.978 / 0.750 / 0.032 after, 0.882 / 0.989 / 0.750 / 0.032 after the last.
 *
 * tests/chat/thirdHeldOutSet.ts, written blind before the editions step: 0.813 / 0.969 / 0.886 /
 * 0.146 before it, 0.854 / 0.969 / 0.886 / 0.104 after, 0.865 / 0.969 / 0.886 / 0.073 after the last.
 *
 * tests/chat/fourthHeldOutSet.ts, written blind for visitors the others under-represent (phone
 * shorthand, due diligence, long messages): 0.829 / 0.953 / 0.776 / 0.070 on the answerer before
 * the last step, 0.853 / 0.961 / 0.776 / 0.047 after it, 0.860 / 0.961 / 0.796 / 0.031 after the
 * voice-typing, out-of-scope, kind-of-client and several-questions step.
 *
 * tests/chat/fifthHeldOutSet.ts, written blind before that step for search-box and voice typers,
 * reviewers, conversations, non-technical founders, skeptics and engineers: 0.692 / 0.900 / 0.667 /
 * 0.110 before it, 0.692 / 0.900 / 0.644 / 0.110 after (0.689 abstention before its last part, the
 * first question of a message answered for the whole). The same step moved the first set to
 * 0.846 / 0.974 / 0.963 / 0.038, the second to 0.882 / 0.989 / 0.813 / 0.032 and the third to
 * 0.865 / 0.969 / 0.886 / 0.063.
 *
 * The learned page ranker, slips corrected to the site's words, pages named alone and questions
 * read in their conversation, measured once after all of them: first 0.885 / 0.974 / 0.963 /
 * 0.038, second 0.903 / 0.989 / 0.813 / 0.032, third 0.885 / 0.969 / 0.886 / 0.052, fourth
 * 0.876 / 0.969 / 0.796 / 0.031, fifth 0.708 / 0.917 / 0.644 / 0.102. After the 'is there…'
 * check, more out-of-scope kinds, 'how many' read over its words, product names and the ranker
 * refitted on an eighth tuning batch, measured once after all of them: first 0.885 / 0.974 / 1.000
 * / 0.038, second 0.903 / 0.989 / 0.813 / 0.032, third 0.875 / 0.969 / 0.914 / 0.063, fourth
 * 0.868 / 0.969 / 0.878 / 0.031, fifth 0.708 / 0.917 / 0.756 / 0.102. After only the asking
 * sentences read for unknown names, choices of names, amounts in a currency, the kind of product
 * asked for, more out-of-scope kinds, prefixed words and the ranker refitted on a ninth tuning
 * batch, measured once after all of them: first, second and third unchanged, fourth 0.876 /
 * 0.969 / 0.878 / 0.023, fifth 0.717 / 0.917 / 0.756 / 0.093.
 *
 * tests/chat/sixthHeldOutSet.ts, written blind on 2026-11-27 for buyers, the site's everyday visitors
 * and industry specialists, never read question by question: 0.784 / 0.912 / 0.809 / 0.059 at that
 * session's start, 0.794 / 0.922 / 0.830 / 0.059 after its follow-up, answer-type, shorthand and
 * unknown-name steps.
 *
 * tests/chat/seventhHeldOutSet.ts, written blind on 2026-11-27 for partners and investors,
 * voice-dictated questions and senior engineers, never read question by question: 0.752 / 0.952 /
 * 0.881 / 0.124 at that session's start, 0.771 / 0.952 / 0.905 / 0.105 after its speech-to-text,
 * filler-word, by-how-much, candidate, plan and guarantee steps.
 *
 * After the eighteenth tuning batch's steps (out-of-scope kinds, greetings in other languages,
 * steps listed, ways of working, type variants, rates as shares, commitments named) and the ranker
 * refitted on it, measured once after all of them: first 0.885 / 0.974 / 1.000 / 0.038, second
 * 0.925 / 0.989 / 0.906 / 0.032, third 0.885 / 0.979 / 0.886 / 0.042, fourth 0.899 / 0.984 /
 * 0.939 / 0.031, fifth 0.767 / 0.942 / 0.822 / 0.076, sixth 0.804 / 0.922 / 0.830 / 0.059,
 * seventh 0.790 / 0.952 / 0.929 / 0.105.
 *
 * After the nineteenth tuning batch's steps (asking the assistant whether it is a person, amounts
 * named by a fee, price or bill, a distance, a date to come, the visitor's own text or code to look
 * over, "how do I…" as a lesson, search-box queries held word for word, a word on six pages named
 * in particular), measured once after all of them: first 0.885 / 0.974 / 1.000 / 0.038, second
 * 0.935 / 0.989 / 0.906 / 0.022, third 0.885 / 0.979 / 0.886 / 0.042, fourth 0.899 / 0.984 /
 * 0.939 / 0.031, fifth 0.775 / 0.942 / 0.822 / 0.068, sixth 0.814 / 0.922 / 0.851 / 0.049,
 * seventh 0.790 / 0.952 / 0.952 / 0.105.
 *
 * After the twentieth batch's steps (0.800 / 0.952 / 0.952 / 0.095 on the seventh, the others
 * unchanged), the tuning set's answerable questions learned (lib/assistant/learnedQuestions.ts:
 * found by meaning, they rank pages; any worded like a held-out question left out), the ranker
 * refitted on them, a FAQ question asked word for word leading to its entry, and offered options
 * held by a page about what the lead is, measured once after all of them: first 0.872 / 0.987 /
 * 1.000 / 0.038, second 0.935 / 1.000 / 0.906 / 0.022, third 0.885 / 0.990 / 0.886 / 0.042,
 * fourth 0.961 / 1.000 / 0.939 / 0.031, fifth 0.842 / 0.967 / 0.822 / 0.068, sixth 0.882 / 0.951
 * / 0.851 / 0.049, seventh 0.838 / 0.962 / 0.952 / 0.095. After the tuning set's unanswerable and
 * off-topic questions learned too (a question asked on its own far closer to one of them than to
 * any question a page answers is refused), measured once: hit@1, hit@3 and false abstention
 * unchanged on every set; correct abstention first 1.000, second 0.938, third 0.943, fourth
 * 0.959, fifth 0.867, sixth 0.872, seventh 0.952. After the mirror step (a question asked on its
 * own far closer to a question its lead page answers than to any the site answers nowhere is
 * answered from that page), measured once: first 0.885 / 0.987 / 1.000 / 0.026, second 0.935 /
 * 1.000 / 0.938 / 0.011, third 0.896 / 0.990 / 0.943 / 0.031, fifth 0.850 / 0.967 / 0.867 /
 * 0.059; the fourth, sixth and seventh unchanged. After the ranker read the pages the answer before
 * cited and the twenty-first batch was learned, measured once: fourth 0.953 / 1.000 / 0.959 /
 * 0.031, fifth 0.858 / 0.967 / 0.867 / 0.059, sixth 0.863 / 0.951 / 0.872 / 0.049, seventh 0.857
 * / 0.971 / 0.952 / 0.095; the first three unchanged. After a question asked on its own somewhat
 * like an unanswered one, with no passage holding most of its words, is refused, and one whose
 * nearest question the lead page answers, well ahead of any unanswered one, is answered, measured
 * once: fourth 0.953 / 1.000 / 0.980 / 0.031, seventh 0.876 / 0.971 / 0.952 / 0.076; the others
 * unchanged. After the ranker became boosted trees, hit@1 first 0.923, third 0.906, sixth 0.882.
 * After the ranker read the votes of the ten questions nearest a question asked on its own,
 * measured once: hit@1 first 0.910, second 0.914, third 0.927, seventh 0.886 (hit@3 0.981); the
 * others unchanged. After the fact finder read what is asked in the sentences that ask, took four of
 * a long question's terms as enough for a figure, and named language models by family, measured
 * once: fourth 0.961 / 1.000 / 0.980 / 0.016, fifth 0.867 / 0.967 / 0.867 / 0.051; the others unchanged.
 * After a message's asking sentences, searched apart from its story, could vouch for an answer,
 * measured once: sixth 0.892 / 0.961 / 0.851 / 0.039, seventh 0.895 / 0.981 / 0.952 / 0.067; the
 * others unchanged.
 *
 * tests/chat/eighthHeldOutSet.ts, written blind on 2026-11-29 for visitors whose first language is
 * not English, returning visitors half-remembering a page, and students, parents, recruiters and
 * clients asking about the people, never read question by question: 0.905 / 0.977 / 0.864 / 0.022
 * when written. After a share given in words, a year after "like", an acronym spelled out earlier
 * and the office-attendance intent, measured once with the others: fifth 0.867 / 0.967 / 0.867 /
 * 0.042, seventh 0.905 / 0.981 / 0.952 / 0.057; the others unchanged. (Learning the twenty-second
 * tuning batch, measured once and not landed: first 0.936, second 0.925, sixth 0.902 / 0.961 /
 * 0.872, eighth 0.892 hit@1; see learnedBatches in tests/chat/tuningSet.ts.) After learning its
 * answerable questions only, with the asking sentences' page leading a story-first message, measured
 * once with the others: third 0.938 hit@1, sixth 0.912 hit@1, eighth 0.905 hit@1; the others unchanged.
 */
const HELD_OUT = [
  { name: 'held-out set', cases: heldOutSet, floors: { hitAt1: 0.91, hitAt3: 0.96, correctAbstention: 0.95, falseAbstention: 0.05 } },
  { name: 'second held-out set', cases: secondHeldOutSet, floors: { hitAt1: 0.91, hitAt3: 0.97, correctAbstention: 0.87, falseAbstention: 0.035 } },
  { name: 'third held-out set', cases: thirdHeldOutSet, floors: { hitAt1: 0.92, hitAt3: 0.96, correctAbstention: 0.88, falseAbstention: 0.06 } },
  { name: 'fourth held-out set', cases: fourthHeldOutSet, floors: { hitAt1: 0.95, hitAt3: 0.98, correctAbstention: 0.95, falseAbstention: 0.03 } },
  { name: 'fifth held-out set', cases: fifthHeldOutSet, floors: { hitAt1: 0.85, hitAt3: 0.95, correctAbstention: 0.82, falseAbstention: 0.07 } },
  { name: 'sixth held-out set', cases: sixthHeldOutSet, floors: { hitAt1: 0.88, hitAt3: 0.95, correctAbstention: 0.83, falseAbstention: 0.05 } },
  { name: 'seventh held-out set', cases: seventhHeldOutSet, floors: { hitAt1: 0.89, hitAt3: 0.98, correctAbstention: 0.9, falseAbstention: 0.08 } },
  { name: 'eighth held-out set', cases: eighthHeldOutSet, floors: { hitAt1: 0.89, hitAt3: 0.96, correctAbstention: 0.85, falseAbstention: 0.035 } },
];

let embedder: Embedder;
const reports = new Map<string, EvalReport>();

beforeAll(async () => {
  const index = loadChatIndex();
  const vectors = loadChatVectors(index);
  expect(vectors, 'passage vectors (npm run generate writes them)').not.toBeNull();
  embedder = new Embedder();
  await embedder.ready;
  for (const { name, cases } of HELD_OUT) reports.set(name, await evaluate(index, cases, { vectors, embedder, mode: 'hybrid' }));
}, 180_000);

afterAll(() => embedder?.close());

describe.each(HELD_OUT)('the assistant on the $name', ({ name, cases, floors }) => {
  const report = () => reports.get(name)!;

  it('covers answerable, where-is-it, follow-up, unanswerable, off-topic and injection questions', () => {
    expect(report().ranked).toBeGreaterThanOrEqual(70);
    for (const kind of ['unanswerable', 'off-topic', 'injection', 'follow-up'] as const) {
      expect(cases.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(cases.map((item) => item.id)).size).toBe(cases.length);
  });

  it('finds the right page first, and in the top three', () => {
    expect(report().hitAt1).toBeGreaterThanOrEqual(floors.hitAt1);
    expect(report().hitAt3).toBeGreaterThanOrEqual(floors.hitAt3);
  });

  it('links only to pages that exist, in every answer', () => {
    expect(report().results.filter((result) => result.badLinks.length > 0).map((result) => `${result.case.id}: ${result.badLinks.join(' ')}`)).toEqual([]);
    expect(report().linkValidity).toBe(1);
  });

  it('abstains on what the site does not cover, and rarely refuses what it does', () => {
    expect(report().correctAbstention).toBeGreaterThanOrEqual(floors.correctAbstention);
    expect(report().falseAbstention).toBeLessThanOrEqual(floors.falseAbstention);
  });

  it('is not steered by injected instructions', () => {
    expect(report().results.filter((result) => result.passed.injection === false).map((result) => result.case.id)).toEqual([]);
  });
});
