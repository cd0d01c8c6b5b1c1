import pg from 'pg';
import type { DriverDatabase, ScriptTransaction } from './database';
import { TransactionScope } from './transactionScope';

/** A PostgreSQL server through a small pool; with a schema, every connection starts with it as search_path. */
export async function openPostgres(connectionString: string, schema?: string): Promise<DriverDatabase> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
    types: { getTypeParser },
  });
  // An idle connection the server dropped: the pool discards it and the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const scope = new TransactionScope();
  let closing: Promise<void> | undefined;

  return {
    driver: 'postgres',
    async query<Row>(sql: string, params?: unknown[]) {
      scope.assertOutside();
      return rows<Row>(await pool.query(statement(sql, params)));
    },
    async transaction<T>(fn: (tx: ScriptTransaction) => Promise<T>) {
      scope.assertOutside();
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await scope.run(() => fn(scriptTransaction(client)));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

function scriptTransaction(client: pg.PoolClient): ScriptTransaction {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return rows<Row>(await client.query(statement(sql, params)));
    },
    async exec(script: string) {
      await client.query(script);
    },
  };
}

/** The extended protocol, as PGlite uses: one statement per query, even without parameters. */
function statement(text: string, values: unknown[] = []): pg.QueryConfig {
  const config = { text, values, queryMode: 'extended' };
  return config;
}

function rows<Row>(result: pg.QueryResult): Row[] {
  return result.rows as Row[];
}

/** int8 (bigserial ids, count(*)) as a number when it is a safe integer, as PGlite parses it. */
function parseInt8(value: string): number | bigint {
  const big = BigInt(value);
  return big < Number.MIN_SAFE_INTEGER || big > Number.MAX_SAFE_INTEGER ? big : Number(big);
}

const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
  oid === pg.types.builtins.INT8 && format !== 'binary'
    ? parseInt8
    : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;
