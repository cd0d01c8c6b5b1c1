import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './dataDirLock';
import type { DriverDatabase, ScriptTransaction } from './database';
import { TransactionScope } from './transactionScope';

/**
 * Embedded PostgreSQL (WASM) in `<dataDir>/pglite`. A new directory runs initdb (a few seconds).
 * One connection: PGlite queues queries and whole transactions behind one lock, so concurrent
 * transactions never interleave. Only one process may open a directory at a time (a lock file
 * enforces it, so a second one fails with a clear message instead of corrupting the files).
 */
export async function openPglite(dataDir: string, schema?: string): Promise<DriverDatabase> {
  const directory = join(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const unlock = lockDataDir(directory);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(directory);
  } catch (error) {
    unlock();
    throw error;
  }
  if (schema) await pglite.exec(`set search_path to ${schema}`);
  const scope = new TransactionScope();
  let closing: Promise<void> | undefined;

  return {
    driver: 'pglite',
    async query<Row>(sql: string, params?: unknown[]) {
      scope.assertOutside();
      return (await pglite.query<Row>(sql, params)).rows;
    },
    async transaction<T>(fn: (tx: ScriptTransaction) => Promise<T>) {
      scope.assertOutside();
      return pglite.transaction((tx) => scope.run(() => fn(scriptTransaction(tx))));
    },
    close() {
      closing ??= pglite.close().finally(unlock);
      return closing;
    },
  };
}

function scriptTransaction(tx: Transaction): ScriptTransaction {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return (await tx.query<Row>(sql, params)).rows;
    },
    async exec(script: string) {
      await tx.exec(script);
    },
  };
}
