// npm run chat:report -- [--days N | --since YYYY-MM-DD [--until YYYY-MM-DD]] [--limit N] [--json]
// The questions the assistant refused and the answers visitors marked not helpful, grouped by
// topic and counted over a period (default: the last 30 days), so editors know what to write next.
// Reads the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR: stop the
// server first for that one).
import { parseArgs } from 'node:util';
import { chatReport } from '../server/chat/chatReport';
import { formatChatReport } from '../server/chat/formatChatReport';
import { runCommand, UsageError, withServerDatabase } from './lib/operatorCommand';

const USAGE = 'Usage: npm run chat:report -- [--days N | --since YYYY-MM-DD [--until YYYY-MM-DD]] [--limit N] [--json]';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < 1 || number > 3650) throw new UsageError(`--${name} must be a whole number from 1 to 3650`);
  return number;
}

function date(value: string, name: string): Date {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!DATE.test(value) || Number.isNaN(parsed.getTime())) throw new UsageError(`--${name} must be a date like 2026-11-01`);
  return parsed;
}

/** [from, to): --since and --until name whole days (UTC), --until included. */
function period(values: { days?: string; since?: string; until?: string }): { from: Date; to: Date } {
  if (values.days && (values.since || values.until)) throw new UsageError('Use --days, or --since with --until, not both');
  if (values.until && !values.since) throw new UsageError('--until needs --since');
  if (values.since) {
    const from = date(values.since, 'since');
    const to = values.until ? new Date(date(values.until, 'until').getTime() + DAY_MS) : new Date();
    if (to <= from) throw new UsageError('--until must not be before --since');
    return { from, to };
  }
  const to = new Date();
  return { from: new Date(to.getTime() - wholeNumber(values.days, 30, 'days') * DAY_MS), to };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { days: { type: 'string' }, since: { type: 'string' }, until: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
  });
  const range = period(values);
  const limit = wholeNumber(values.limit, 25, 'limit');
  const report = await withServerDatabase((db) => chatReport(db, { ...range, limit }));
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatChatReport(report));
}

runCommand(USAGE, main);
