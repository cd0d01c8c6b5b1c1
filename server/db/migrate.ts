import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DriverDatabase, Queryable, ScriptTransaction } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^(\d{3}_[a-z0-9_]+)\.sql$/;

/** The ids of the migration files, in order. */
function migrationIds(dir: string): string[] {
  return readdirSync(dir)
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((id) => id !== undefined)
    .sort();
}

/** The migrations this code has that the database has not applied (all of them on an empty database). */
export async function pendingMigrations(db: Queryable, dir = MIGRATIONS_DIR): Promise<string[]> {
  const [table] = await db.query<{ name: string | null }>("select to_regclass('schema_migrations')::text as name");
  const applied = table?.name ? new Set((await db.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id)) : new Set<string>();
  return migrationIds(dir).filter((id) => !applied.has(id));
}

/**
 * Applies the `NNN_name.sql` files of dir not yet in schema_migrations, in order, each in its own
 * transaction. Returns the ids it applied.
 */
export async function applyMigrations(db: DriverDatabase, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = migrationIds(dir);
  const done = await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.query(
      'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
    return new Set((await tx.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id));
  });

  const applied: string[] = [];
  for (const id of migrations.filter((migration) => !done.has(migration))) {
    const script = readFileSync(join(dir, `${id}.sql`), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await lockMigrations(tx);
      // Another process may have applied it while this one waited for the lock.
      if ((await tx.query('select 1 from schema_migrations where id = $1', [id])).length > 0) return false;
      await tx.exec(script);
      await tx.query('insert into schema_migrations (id) values ($1)', [id]);
      return true;
    });
    if (ran) applied.push(id);
  }
  return applied;
}

/** Serialises migrations of one schema across processes (a no-op on single-connection PGlite). */
async function lockMigrations(tx: ScriptTransaction): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtext('schema_migrations ' || current_schema()))");
}
