import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Embedder } from '@/lib/assistant/embedding/embedder';
import { loadChatIndex, loadChatVectors } from '@/server/chat/loadIndex';
import { evaluate, type EvalReport } from '../chat/evaluate';
import { heldOutSet } from '../chat/heldOutSet';

/**
 * Floors for the built-in answerer, on the held-out set only (tests/chat/heldOutSet.ts: never
 * tuned on). npm run eval:chat prints the figures for both sets and every retrieval mode.
 */
/**
 * Measured (hybrid), each time after tuning on the tuning set had ended: before score fusion,
 * hit@1 0.641, hit@3 0.782, correct abstention 0.444, false abstention 0.103; after it (with
 * refusals counted as abstentions and the figure checks) 0.654 / 0.897 / 0.667 / 0.103; after the
 * name check and hub cards 0.667 / 0.897 / 0.704 / 0.103; after visitor questions, out-of-scope
 * requests and the wider answer-type checks 0.821 / 0.962 / 0.815 / 0.038. The floors guard
 * against regressions (about two questions below each figure); the targets (0.90 / 0.97 / 0.90 /
 * 0.03) are not met yet.
 */
const FLOORS = { hitAt1: 0.79, hitAt3: 0.93, correctAbstention: 0.74, falseAbstention: 0.07 };

let report: EvalReport;
let embedder: Embedder;

beforeAll(async () => {
  const index = loadChatIndex();
  const vectors = loadChatVectors(index);
  expect(vectors, 'passage vectors (npm run generate writes them)').not.toBeNull();
  embedder = new Embedder();
  await embedder.ready;
  report = await evaluate(index, heldOutSet, { vectors, embedder, mode: 'hybrid' });
}, 120_000);

afterAll(() => embedder?.close());

describe('the assistant on the held-out set', () => {
  it('covers answerable, where-is-it, follow-up, unanswerable, off-topic and injection questions', () => {
    expect(report.ranked).toBeGreaterThanOrEqual(70);
    for (const kind of ['unanswerable', 'off-topic', 'injection', 'follow-up'] as const) {
      expect(heldOutSet.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(heldOutSet.map((item) => item.id)).size).toBe(heldOutSet.length);
  });

  it('finds the right page first, and in the top three', () => {
    expect(report.hitAt1).toBeGreaterThanOrEqual(FLOORS.hitAt1);
    expect(report.hitAt3).toBeGreaterThanOrEqual(FLOORS.hitAt3);
  });

  it('links only to pages that exist, in every answer', () => {
    expect(report.results.filter((result) => result.badLinks.length > 0).map((result) => `${result.case.id}: ${result.badLinks.join(' ')}`)).toEqual([]);
    expect(report.linkValidity).toBe(1);
  });

  it('abstains on what the site does not cover, and rarely refuses what it does', () => {
    expect(report.correctAbstention).toBeGreaterThanOrEqual(FLOORS.correctAbstention);
    expect(report.falseAbstention).toBeLessThanOrEqual(FLOORS.falseAbstention);
  });

  it('is not steered by injected instructions', () => {
    expect(report.results.filter((result) => result.passed.injection === false).map((result) => result.case.id)).toEqual([]);
  });
});
