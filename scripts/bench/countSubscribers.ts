/**
 * What a subscribe load run left in the database, for npm run bench, as JSON on stdout. Run with
 * `npx tsx scripts/bench/countSubscribers.ts <options.json>` after the server has stopped (PGlite
 * allows one process per data dir). options.json: { dataDir, databaseUrl?, schema?, prefix,
 * acknowledged: string[] }, the addresses the service answered 202 for.
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../server/db/database';

interface Options {
  dataDir: string;
  databaseUrl?: string | null;
  schema?: string;
  prefix: string;
  acknowledged: string[];
}

async function main() {
  const options = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Options;
  if (!/^[a-z0-9-]+$/.test(options.prefix)) throw new Error(`Unexpected prefix "${options.prefix}"`);
  const db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl || null, schema: options.schema || undefined });
  try {
    const pattern = `${options.prefix}%`;
    const count = async (sql: string, params: unknown[]) => Number((await db.query<{ n: number }>(sql, params))[0].n);
    const subscribers = await count('select count(*) as n from subscribers where email like $1', [pattern]);
    const consentEvents = await count(
      'select count(*) as n from consent_events c join subscribers s on s.id = c.subscriber_id where s.email like $1',
      [pattern],
    );
    const tokens = await count(
      'select count(*) as n from confirmation_tokens t join subscribers s on s.id = t.subscriber_id where s.email like $1',
      [pattern],
    );
    const outbox = await count('select count(*) as n from outbox where recipient like $1', [pattern]);
    const capturedMail = await count('select count(*) as n from captured_mail where recipient like $1', [pattern]);
    // An acknowledged address counts as stored when everything its one statement writes is there.
    const acknowledgedStored = await count(
      `select count(*) as n from (select distinct unnest($1::text[]) as email) a
       where exists (select 1 from subscribers s where s.email = a.email and s.status = 'pending'
                       and exists (select 1 from consent_events c where c.subscriber_id = s.id and c.kind = 'requested')
                       and exists (select 1 from confirmation_tokens t where t.subscriber_id = s.id))
         and exists (select 1 from outbox o where o.recipient = a.email)`,
      [options.acknowledged],
    );
    // A confirmation mail kept twice for one address and one token: sent again after a crash.
    const duplicateMails = await count(
      `select count(*) as n from (select recipient, message->>'messageId' from captured_mail where recipient like $1 group by 1, 2 having count(*) > 1) d`,
      [pattern],
    );
    console.log(JSON.stringify({ subscribers, consentEvents, tokens, outbox, capturedMail, acknowledgedStored, duplicateMails }));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
