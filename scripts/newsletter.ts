// npm run newsletter -- <command>: the operator's tools for the newsletter, on the database the
// server uses (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first for that one).
//   export [--out FILE]   every subscriber as CSV with consent evidence (to stdout, or FILE)
//   erase EMAIL           GDPR erasure: the address, its consent records, deliveries, contact messages and mails
//   purge [--days N]      remove addresses never confirmed N days (default 30) after their request
//   digest preview|send|list   the next issue of what is new: see it, send it, or list those sent
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { normalizeEmail } from '@/lib/email/normalizeEmail';
import { publicUrlOf } from '../server/config';
import { digestSummaries } from '../server/newsletter/digest/digests';
import { formatDigestList, previewDigest, queueDigest, type DigestTaskContext } from '../server/newsletter/digest/digestTasks';
import { webCopyPath } from '../server/newsletter/digest/renderDigest';
import { INTRO_MAX, SUBJECT_MAX, type DigestRequest } from '../server/newsletter/digest/sendDigest';
import { eraseAddress, exportSubscribersCsv, purgeExpired } from '../server/newsletter/operatorTasks';
import { runCommand, UsageError, withServerDatabase, type ServerSettings } from './lib/operatorCommand';

const USAGE = `Usage: npm run newsletter -- export [--out FILE] | erase EMAIL | purge [--days N]
       npm run newsletter -- digest preview [--to ADDRESS] [--since YYYY-MM-DD] [--intro TEXT | --intro-file FILE] [--subject TEXT]
       npm run newsletter -- digest send [--since YYYY-MM-DD] [--intro TEXT | --intro-file FILE] [--subject TEXT]
       npm run newsletter -- digest list`;

const OPTIONS = {
  out: { type: 'string' },
  days: { type: 'string' },
  to: { type: 'string' },
  since: { type: 'string' },
  intro: { type: 'string' },
  'intro-file': { type: 'string' },
  subject: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function digestRequest(values: Values): DigestRequest {
  let since: Date | undefined;
  if (values.since !== undefined) {
    since = new Date(`${values.since}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.since) || Number.isNaN(since.getTime()) || since.toISOString().slice(0, 10) !== values.since) {
      throw new UsageError(`--since must be a date as YYYY-MM-DD, got "${values.since}"`);
    }
  }
  if (values.intro !== undefined && values['intro-file'] !== undefined) throw new UsageError('Give --intro or --intro-file, not both');
  const intro = values['intro-file'] !== undefined ? readFileSync(values['intro-file'], 'utf8') : values.intro;
  if (intro !== undefined && intro.length > INTRO_MAX) throw new UsageError(`The intro is ${intro.length} characters; keep it to ${INTRO_MAX}`);
  if (values.subject !== undefined && (values.subject.trim() === '' || values.subject.length > SUBJECT_MAX || /[\r\n]/.test(values.subject))) {
    throw new UsageError(`--subject must be one line of 1 to ${SUBJECT_MAX} characters`);
  }
  return { since, intro, subject: values.subject };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

async function digest(action: string | undefined, values: Values, db: Parameters<Parameters<typeof withServerDatabase>[0]>[0], settings: ServerSettings): Promise<void> {
  const context: DigestTaskContext = {
    publicUrl: publicUrlOf(settings.config),
    mail: settings.services.mail,
    lookbackDays: settings.services.newsletter.digest.lookbackDays,
  };
  if (action === 'list') {
    console.log(formatDigestList(await digestSummaries(db)));
    return;
  }
  const request = digestRequest(values);
  if (action === 'preview') {
    const to = values.to === undefined ? null : normalizeEmail(values.to);
    if (values.to !== undefined && !to) throw new UsageError(`--to must be an e-mail address, got "${values.to}"`);
    const outcome = await previewDigest(db, context, request, to);
    if (outcome.status === 'nothing-new') console.log(`Nothing new since ${day(outcome.since)}: no issue to preview.`);
    else if (outcome.via === 'smtp') console.log(`Sent a preview of ${outcome.entries} entries to ${outcome.to}.`);
    else console.log(`Kept a preview of ${outcome.entries} entries in the local mailbox: ${context.publicUrl}/api/dev/mail (the server shows it with DEV_MAILBOX=1).`);
    return;
  }
  const outcome = await queueDigest(db, context, request);
  if (outcome.status === 'nothing-new') console.log(`Nothing new since ${day(outcome.since)}: no issue sent.`);
  else if (outcome.status === 'queued') {
    const rate = settings.services.mail.ratePerMinute;
    const webCopy = `${context.publicUrl}${webCopyPath(outcome.number)}`;
    console.log(
      outcome.recipients === 0
        ? `Issue #${outcome.number} (${outcome.entries} entries) recorded; there is no confirmed subscriber to send it to. Web copy: ${webCopy}`
        : `Issue #${outcome.number} (${outcome.entries} entries) queued for ${outcome.recipients} subscribers. Web copy: ${webCopy}\n` +
            `The server sends them${rate ? `, ${rate} a minute` : ''}; follow with: npm run newsletter -- digest list`,
    );
  }
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: OPTIONS });
  const [command, argument] = positionals;
  if (!['export', 'erase', 'purge', 'digest'].includes(command)) throw new UsageError(command ? `Unknown command "${command}"` : 'Which command?');
  if (command === 'erase' && !argument) throw new UsageError('erase needs the address to erase');
  if (command === 'digest' && !['preview', 'send', 'list'].includes(argument)) throw new UsageError('digest needs preview, send or list');
  const days = Number(values.days ?? 30);
  if (!Number.isInteger(days) || days < 1) throw new UsageError('--days must be a whole number of days, 1 or more');
  if (command === 'digest') digestRequest(values); // wrong options fail before the database is opened
  await withServerDatabase(async (db, settings) => {
    if (command === 'digest') await digest(argument, values, db, settings);
    else if (command === 'export') {
      const csv = await exportSubscribersCsv(db);
      if (values.out) {
        writeFileSync(values.out, csv);
        console.error(`Wrote ${csv.split('\n').length - 2} subscribers to ${values.out}`);
      } else process.stdout.write(csv);
    } else if (command === 'erase') {
      const report = await eraseAddress(db, argument);
      console.log(
        `Erased ${argument}: ${report.subscribers} subscriber, ${report.consentEvents} consent records, ${report.deliveries} newsletter deliveries, ` +
          `${report.contactMessages} contact messages, ${report.mails} mails.`,
      );
    } else {
      const report = await purgeExpired(db, days);
      console.log(`Purged ${report.pendingSubscribers} unconfirmed addresses older than ${days} days and ${report.sentMails} sent-mail records.`);
    }
  });
}

runCommand(USAGE, main);
