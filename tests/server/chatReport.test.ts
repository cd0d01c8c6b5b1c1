import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMode, ChatRating, ChatSource } from '@/lib/chat/contract';
import { chatReport, groupQuestions, topicKey, type ChatReport } from '@/server/chat/chatReport';
import { formatChatReport } from '@/server/chat/formatChatReport';
import type { Database } from '@/server/db/database';
import { rateTranscript, recordTranscript } from '@/server/db/transcripts';
import { DRIVERS, openTestDatabase } from './mailHarness';

const run = promisify(execFile);
const DAY = 86_400_000;
const NOW = Date.now();

interface Seed {
  question: string;
  mode?: ChatMode;
  rating?: ChatRating;
  daysAgo: number;
  session?: string;
  sources?: ChatSource[];
}

const session = (name: string) => name.padEnd(64, '0').replace(/[^0-9a-f]/g, 'a');
const PRICING = [{ title: 'FAQ: How do you price your work?', url: '/faq/#how-do-you-price' }];

/** A month of a small site's chat: refusals asked in several wordings, answers marked up and down, and older ones. */
const SEEDS: Seed[] = [
  { question: 'Do you have an office in Berlin?', mode: 'abstain', daysAgo: 1, session: 'a1' },
  { question: 'do you have an office in berlin', mode: 'abstain', daysAgo: 3, session: 'a2' },
  { question: 'Do you have offices in Berlin?', mode: 'abstain', daysAgo: 5, session: 'a3' },
  { question: 'Do you have an office in Berlin?', mode: 'abstain', daysAgo: 6, session: 'a1' },
  { question: 'Is there a free trial?', mode: 'abstain', daysAgo: 2, session: 'b1' },
  { question: 'is there a free trial period', mode: 'abstain', daysAgo: 3, session: 'b4' },
  { question: 'Do you build Unity games?', mode: 'abstain', daysAgo: 4, session: 'b2' },
  { question: 'Do you build games in Unity?', mode: 'abstain', daysAgo: 8, session: 'b3' },
  { question: 'How do you price your work?', rating: 'down', daysAgo: 2, session: 'c1', sources: PRICING },
  { question: 'how do you price your work', rating: 'down', daysAgo: 9, session: 'c2', sources: PRICING },
  { question: 'Do you build browser extensions?', rating: 'up', daysAgo: 2, session: 'c3' },
  { question: 'What is agentic AI?', daysAgo: 3, session: 'c4' },
  { question: 'What is agentic AI?', rating: 'up', daysAgo: 7, session: 'c5' },
  // Outside the last 30 days: not in the report.
  { question: 'Do you have an office in Berlin?', mode: 'abstain', daysAgo: 45, session: 'd1' },
  { question: 'How do you price your work?', rating: 'down', daysAgo: 60, session: 'd2', sources: PRICING },
];

async function seed(db: Database) {
  for (const item of SEEDS) {
    const answerId = randomUUID();
    const sessionHash = session(item.session ?? 'x');
    await recordTranscript(db, { sessionHash, answerId, question: item.question, answer: '…', mode: item.mode ?? 'retrieval', sources: item.sources ?? [], latencyMs: 5 });
    if (item.rating) await rateTranscript(db, sessionHash, answerId, item.rating);
    await db.query('update chat_transcripts set created_at = $1 where answer_id = $2::uuid', [new Date(NOW - item.daysAgo * DAY), answerId]);
  }
}

describe('topics', () => {
  it('groups the wordings of one question: case, punctuation, plurals and word order aside', () => {
    expect(topicKey('Do you have offices in Berlin?')).toBe(topicKey('do you have an office in berlin'));
    expect(topicKey('Do you build Unity games?')).toBe(topicKey('Do you build games in Unity?'));
    expect(topicKey('Is there a free trial?')).not.toBe(topicKey('Do you have an office in Berlin?'));
    expect(topicKey('???')).toBe('');
  });

  it('joins a topic that holds another, and keeps apart those that merely share a word', () => {
    const row = (question: string, daysAgo: number) => ({ question, mode: 'abstain' as const, rating: null, sources: [], session_hash: question, created_at: new Date(NOW - daysAgo * DAY) });
    const groups = groupQuestions([row('Is there a free trial?', 1), row('Is there a free trial period?', 2), row('Is there a free parking space?', 3), row('Do you offer a trial?', 4)], 10);
    expect(groups.map(({ question, count }) => [question, count])).toEqual([
      ['Is there a free trial?', 2],
      ['Is there a free parking space?', 1],
      ['Do you offer a trial?', 1],
    ]);
  });
});

describe.each(DRIVERS)('npm run chat:report on %s', (driver, databaseUrl) => {
  describe.skipIf(driver === 'postgres' && !databaseUrl)('report', () => {
    let db: Database;
    let drop: () => Promise<void>;
    let options: Awaited<ReturnType<typeof openTestDatabase>>['options'];
    let report: ChatReport;

    beforeAll(async () => {
      ({ db, drop, options } = await openTestDatabase(databaseUrl));
      await seed(db);
      report = await chatReport(db, { from: new Date(NOW - 30 * DAY), to: new Date(NOW + 1000) });
    }, 60_000);

    afterAll(async () => {
      await db?.close();
      await drop?.();
    });

    it('counts the period: questions, refusals and ratings, older ones left out', () => {
      expect(report.totals).toEqual({ questions: 13, refused: 8, ratedUp: 2, ratedDown: 2 });
    });

    it('lists refused questions grouped by topic (one topic holding another joins it), the largest and latest first, in the wording used most', () => {
      expect(report.refused.map(({ question, count, sessions, wordings }) => ({ question, count, sessions, wordings }))).toEqual([
        { question: 'Do you have an office in Berlin?', count: 4, sessions: 3, wordings: 2 },
        { question: 'Is there a free trial?', count: 2, sessions: 2, wordings: 2 },
        { question: 'Do you build Unity games?', count: 2, sessions: 2, wordings: 2 },
      ]);
      expect(report.refused[0].lastAsked.getTime()).toBe(NOW - DAY);
    });

    it('lists the answers marked not helpful with the pages they pointed to', () => {
      expect(report.unhelpful).toEqual([
        { question: 'How do you price your work?', count: 2, sessions: 2, wordings: 1, lastAsked: new Date(NOW - 2 * DAY), pages: ['/faq/#how-do-you-price'] },
      ]);
    });

    it('prints a plain-text report', () => {
      const text = formatChatReport(report);
      expect(text).toContain('13 questions; 8 refused (61.5%); 2 rated helpful, 2 not helpful.');
      expect(text).toMatch(/^\s+4\s+3\s+\d{4}-\d\d-\d\d {2}Do you have an office in Berlin\? {2}\(\+1 other wording\)$/m);
      expect(text).toContain('pointed to: /faq/#how-do-you-price');
    });

    it.runIf(driver === 'pglite')('runs from the command line, as JSON too, and explains bad arguments', async () => {
      await db.close();
      const env = { ...process.env, DATA_DIR: options.dataDir, DATABASE_URL: '' };
      const text = await run('npx', ['tsx', 'scripts/chat-report.ts', '--days', '30'], { env });
      expect(text.stdout).toContain('Refused: questions the site does not answer yet (3 topics)');
      const json = JSON.parse((await run('npx', ['tsx', 'scripts/chat-report.ts', '--since', new Date(NOW - 100 * DAY).toISOString().slice(0, 10), '--json'], { env })).stdout);
      expect(json.totals.questions).toBe(15);
      for (const args of [['--days', 'ten'], ['--since', '2026-13-40'], ['--days', '3', '--since', '2026-01-01'], ['--frobnicate']]) {
        await expect(run('npx', ['tsx', 'scripts/chat-report.ts', ...args], { env }), args.join(' ')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run chat:report') });
      }
    }, 60_000);
  });
});
