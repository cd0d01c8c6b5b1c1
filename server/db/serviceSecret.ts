import { randomBytes } from 'node:crypto';
import type { Queryable } from './database';

/**
 * A random key the service makes the first time it is asked for `name` and keeps in the database,
 * so links signed with it keep working across restarts and across instances sharing the database.
 */
export async function serviceSecret(db: Queryable, name: string): Promise<Buffer> {
  await db.query('insert into service_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [name, randomBytes(32).toString('base64')]);
  const [row] = await db.query<{ value: string }>('select value from service_secrets where name = $1', [name]);
  return Buffer.from(row.value, 'base64');
}
