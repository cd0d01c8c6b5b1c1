import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseOptions, type DriverDatabase, isUniqueViolation, openDatabase } from '@/server/db/database';
import { applyMigrations } from '@/server/db/migrate';
import { rateTranscript, recentTranscripts, recordTranscript } from '@/server/db/transcripts';

const postgresUrl = process.env.TEST_DATABASE_URL || null;
const OPEN_TIMEOUT = 30_000;
const SESSION = 'a'.repeat(64);

describe.each([
  ['pglite', null],
  ['postgres', postgresUrl],
] as const)('%s', (driver, databaseUrl) => {
  describe.skipIf(driver === 'postgres' && !databaseUrl)('database', () => {
    let options: DatabaseOptions;
    let db: Database;

    beforeAll(async () => {
      options = {
        databaseUrl,
        dataDir: mkdtempSync(join(tmpdir(), 'db-test-')),
        // A schema of its own, so parallel files and runs do not collide on the shared server.
        schema: driver === 'postgres' ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
      };
      db = await openDatabase(options);
      await db.query('create table items (id integer primary key, name text unique not null)');
      await db.query('create table counter (value integer not null)');
      await db.query('insert into counter values (0)');
    }, OPEN_TIMEOUT);

    afterAll(async () => {
      if (options.schema) await db.query(`drop schema ${options.schema} cascade`);
      await db.close();
      rmSync(options.dataDir, { recursive: true, force: true });
    });

    it('applies the migrations once, recorded in schema_migrations', async () => {
      expect(db.driver).toBe(driver);
      const before = await db.query('select id, applied_at from schema_migrations order by id');
      expect(before.map((row) => row.id)).toEqual(['001_chat_transcripts', '002_newsletter_and_contact', '003_chat_feedback', '004_newsletter_digests']);
      expect(await db.query("select to_regclass('chat_transcripts') is not null as exists")).toEqual([{ exists: true }]);

      await db.close();
      db = await openDatabase(options);
      expect(await db.query('select id, applied_at from schema_migrations order by id')).toEqual(before);
    }, OPEN_TIMEOUT);

    it.runIf(driver === 'postgres')('lets processes starting together open and migrate one new schema', async () => {
      const schema = `test_${randomUUID().replaceAll('-', '')}`;
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ ...options, schema })));
      try {
        expect(await opened[0].query('select id from schema_migrations order by id')).toEqual([{ id: '001_chat_transcripts' }, { id: '002_newsletter_and_contact' }, { id: '003_chat_feedback' }, { id: '004_newsletter_digests' }]);
        await opened[0].query(`drop schema ${schema} cascade`);
      } finally {
        await Promise.all(opened.map((other) => other.close()));
      }
    });

    it('applies new migrations in order, each in its own transaction', async () => {
      const dir = join(options.dataDir, 'migrations');
      mkdirSync(dir);
      writeFileSync(join(dir, '901_first.sql'), 'create table first (id int);\ninsert into first values (1);');
      writeFileSync(join(dir, '902_second.sql'), 'insert into first values (2);');
      writeFileSync(join(dir, '903_broken.sql'), 'create table third (id int);\nselect no_such_function();');
      writeFileSync(join(dir, 'README.md'), 'not a migration');
      // openDatabase returns a DriverDatabase; applyMigrations needs its script support.
      const migrations = db as DriverDatabase;

      await expect(applyMigrations(migrations, dir)).rejects.toThrow(/no_such_function/);
      expect(await db.query('select id from first order by id')).toEqual([{ id: 1 }, { id: 2 }]);
      expect(await db.query("select to_regclass('third') as third")).toEqual([{ third: null }]);

      writeFileSync(join(dir, '903_broken.sql'), 'create table third (id int);');
      expect(await applyMigrations(migrations, dir)).toEqual(['903_broken']);
      expect(await applyMigrations(migrations, dir)).toEqual([]);
    });

    it('runs queries with parameters and returns the same JS types on both drivers', async () => {
      expect(await db.query('select $1::int + $2::int as sum, $3::text as text', [1, 2, `it's "quoted" ü`])).toEqual([
        { sum: 3, text: `it's "quoted" ü` },
      ]);
      const [row] = await db.query(
        `select 1::int8 as big, count(*) as count, now() as at, '{"a":[1]}'::jsonb as json, 1.5::numeric as numeric
         from items`,
      );
      expect(row).toEqual({ big: 1, count: 0, at: expect.any(Date), json: { a: [1] }, numeric: '1.5' });
      await expect(db.query('select 1; select 2')).rejects.toThrow();
    });

    it('commits a transaction, and rolls it back when fn throws', async () => {
      const result = await db.transaction(async (tx) => {
        await tx.query('insert into items values ($1, $2)', [1, 'committed']);
        return (await tx.query('select count(*) as count from items'))[0].count;
      });
      expect(result).toBe(1);

      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into items values ($1, $2)', [2, 'rolled back']);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await db.query('select name from items order by id')).toEqual([{ name: 'committed' }]);
    });

    it('detects unique violations', async () => {
      const error = await db.query('insert into items values ($1, $2)', [3, 'committed']).catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(await db.query('select nope').catch((e: unknown) => e))).toBe(false);
      expect(isUniqueViolation(new Error('23505'))).toBe(false);

      const inTransaction = await db
        .transaction((tx) => tx.query('insert into items values ($1, $2)', [1, 'duplicate id']))
        .catch((e: unknown) => e);
      expect(isUniqueViolation(inTransaction)).toBe(true);
    });

    it('refuses the Database itself inside a transaction instead of deadlocking', async () => {
      await expect(db.transaction(() => db.query('select 1'))).rejects.toThrow(/tx/);
      await expect(db.transaction(() => db.transaction(async () => 1))).rejects.toThrow(/tx/);
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    });

    it('keeps concurrent transactions apart', async () => {
      const events: string[] = [];
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          db.transaction(async (tx) => {
            events.push(`begin ${i}`);
            const [{ value }] = await tx.query<{ value: number }>('select value from counter for update');
            await sleep(10);
            await tx.query('update counter set value = $1', [value + 1]);
            events.push(`end ${i}`);
          }),
        ),
      );
      expect(await db.query('select value from counter')).toEqual([{ value: 5 }]);
      // PGlite has one connection: each transaction runs whole before the next begins.
      if (driver === 'pglite') expect(events).toEqual([0, 1, 2, 3, 4].flatMap((i) => [`begin ${i}`, `end ${i}`]));
    });

    it('records transcripts with their answers and reads the newest first', async () => {
      const answerId = randomUUID();
      const first = await recordTranscript(db, {
        sessionHash: SESSION,
        answerId,
        question: 'What services do you offer?',
        answer: 'We build software end to end.',
        mode: 'retrieval',
        sources: [{ title: 'Services', url: '/services/' }, { title: 'AI', url: '/services/ai/#llm' }],
        latencyMs: 12.6,
      });
      expect(first).toEqual({
        id: expect.any(Number),
        createdAt: expect.any(Date),
        sessionHash: SESSION,
        answerId,
        question: 'What services do you offer?',
        answer: 'We build software end to end.',
        mode: 'retrieval',
        sources: [{ title: 'Services', url: '/services/' }, { title: 'AI', url: '/services/ai/#llm' }],
        latencyMs: 13,
        rating: null,
        ratedAt: null,
      });
      const transcript = (question: string) => ({ sessionHash: SESSION, answerId: randomUUID(), question, answer: '', mode: 'abstain' as const, sources: [], latencyMs: 1 });
      await recordTranscript(db, transcript('Hi'));

      const recent = await recentTranscripts(db, 10);
      expect(recent.map((t) => t.question)).toEqual(['Hi', 'What services do you offer?']);
      expect(recent[0].sources).toEqual([]);
      expect(recent[1]).toEqual(first);
      expect(await recentTranscripts(db, 1)).toHaveLength(1);
      await expect(recordTranscript(db, { ...transcript('x'), sessionHash: 'raw-session-id' })).rejects.toThrow(/sessionHash/);
      await expect(recordTranscript(db, { ...transcript('x'), answerId: 'not-a-uuid' })).rejects.toThrow(/answerId/);
      await expect(recordTranscript(db, { ...transcript('again'), answerId })).rejects.toSatisfy(isUniqueViolation);
    });

    it('rates an answer of the same session only, and takes a rating back', async () => {
      const [answer] = await recentTranscripts(db, 1);
      expect(await rateTranscript(db, SESSION, answer.answerId, 'down')).toBe(true);
      expect((await recentTranscripts(db, 1))[0]).toMatchObject({ rating: 'down', ratedAt: expect.any(Date) });
      expect(await rateTranscript(db, 'b'.repeat(64), answer.answerId, 'up')).toBe(false);
      expect(await rateTranscript(db, SESSION, randomUUID(), 'up')).toBe(false);
      expect(await rateTranscript(db, SESSION, 'not-a-uuid', 'up')).toBe(false);
      expect(await rateTranscript(db, SESSION, answer.answerId, null)).toBe(true);
      expect((await recentTranscripts(db, 1))[0]).toMatchObject({ rating: null, ratedAt: null });
    });

    it.runIf(driver === 'pglite')('refuses a second open of the same directory while the first is open', async () => {
      await expect(openDatabase(options)).rejects.toThrow(/in use by process \d+/);
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    });

    it('keeps the data across close and reopen', async () => {
      await db.query('insert into items values ($1, $2)', [10, 'kept']);
      await db.close();
      await db.close();
      db = await openDatabase(options);
      expect(await db.query('select name from items where id = $1', [10])).toEqual([{ name: 'kept' }]);
      expect(await recentTranscripts(db)).toHaveLength(2);
    }, OPEN_TIMEOUT);
  });
});
