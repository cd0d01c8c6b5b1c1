import { applyMigrations } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** One SQL layer (PostgreSQL dialect, `$1` parameters) over embedded PGlite or a PostgreSQL server. */
export interface Database {
  readonly driver: 'pglite' | 'postgres';
  /** One statement; rows come back with the same JS types on both drivers (int8 as number, jsonb parsed). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Runs fn in one transaction (BEGIN/COMMIT, ROLLBACK on throw) on one connection. Use only `tx`
   * inside fn: the Database itself throws there (on PGlite it would wait for this very transaction).
   */
  transaction<T>(fn: (tx: Pick<Database, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type Queryable = Pick<Database, 'query'>;

/** What the drivers give migrations beyond Database: multi-statement scripts inside a transaction. */
export interface ScriptTransaction extends Queryable {
  exec(script: string): Promise<void>;
}

export interface DriverDatabase extends Database {
  transaction<T>(fn: (tx: ScriptTransaction) => Promise<T>): Promise<T>;
}

export interface DatabaseOptions {
  /** PostgreSQL when set; otherwise PGlite in `<dataDir>/pglite`. */
  databaseUrl?: string | null;
  dataDir: string;
  /** A PostgreSQL schema to keep everything in (created if missing), e.g. one per test file. */
  schema?: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, schema)
    : await openPglite(options.dataDir, schema);
  try {
    if (schema) await createSchema(db, schema);
    await applyMigrations(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function createSchema(db: Database, schema: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Two processes running "create schema if not exists" at once can still collide on its name.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`create schema ${schema}`]);
    await tx.query(`create schema if not exists ${schema}`);
  });
}

/** True for PostgreSQL's unique_violation (23505), as either driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
