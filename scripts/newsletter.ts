// npm run newsletter -- <command>: the operator's tools for subscriber data, on the database the
// server uses (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first for that one).
//   export [--out FILE]   every subscriber as CSV with consent evidence (to stdout, or FILE)
//   erase EMAIL           GDPR erasure: the address, its consent records, contact messages and mails
//   purge [--days N]      remove addresses never confirmed N days (default 30) after their request
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { eraseAddress, exportSubscribersCsv, purgeExpired } from '../server/newsletter/operatorTasks';
import { runCommand, UsageError, withServerDatabase } from './lib/operatorCommand';

const USAGE = 'Usage: npm run newsletter -- export [--out FILE] | erase EMAIL | purge [--days N]';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, days: { type: 'string' } } });
  const [command, argument] = positionals;
  if (!['export', 'erase', 'purge'].includes(command)) throw new UsageError(command ? `Unknown command "${command}"` : 'Which command?');
  if (command === 'erase' && !argument) throw new UsageError('erase needs the address to erase');
  const days = Number(values.days ?? 30);
  if (!Number.isInteger(days) || days < 1) throw new UsageError('--days must be a whole number of days, 1 or more');
  await withServerDatabase(async (db) => {
    if (command === 'export') {
      const csv = await exportSubscribersCsv(db);
      if (values.out) {
        writeFileSync(values.out, csv);
        console.error(`Wrote ${csv.split('\n').length - 2} subscribers to ${values.out}`);
      } else process.stdout.write(csv);
    } else if (command === 'erase') {
      const report = await eraseAddress(db, argument);
      console.log(`Erased ${argument}: ${report.subscribers} subscriber, ${report.consentEvents} consent records, ${report.contactMessages} contact messages, ${report.mails} mails.`);
    } else {
      const report = await purgeExpired(db, days);
      console.log(`Purged ${report.pendingSubscribers} unconfirmed addresses older than ${days} days and ${report.sentMails} sent-mail records.`);
    }
  });
}

runCommand(USAGE, main);
