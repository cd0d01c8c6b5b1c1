import type { ChatReport, QuestionGroup } from './chatReport';

const day = (date: Date) => date.toISOString().slice(0, 10);
const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '0%');

function table(groups: QuestionGroup[], withPages: boolean): string[] {
  if (groups.length === 0) return ['  (none)'];
  const lines = ['  count  sessions  last asked  question'];
  for (const group of groups) {
    const more = group.wordings > 1 ? `  (+${group.wordings - 1} other wording${group.wordings > 2 ? 's' : ''})` : '';
    lines.push(`  ${String(group.count).padStart(5)}  ${String(group.sessions).padStart(8)}  ${day(group.lastAsked)}  ${group.question}${more}`);
    if (withPages && group.pages.length) lines.push(`${' '.repeat(31)}pointed to: ${group.pages.join(', ')}`);
  }
  return lines;
}

/** The report as plain text for a terminal or an e-mail. */
export function formatChatReport(report: ChatReport): string {
  const { totals } = report;
  return [
    `Chat report: ${day(report.from)} to ${day(new Date(report.to.getTime() - 1))}`,
    `${totals.questions} questions; ${totals.refused} refused (${percent(totals.refused, totals.questions)}); ${totals.ratedUp} rated helpful, ${totals.ratedDown} not helpful.`,
    '',
    `Refused: questions the site does not answer yet (${report.refused.length} topics)`,
    ...table(report.refused, false),
    '',
    `Marked not helpful by visitors (${report.unhelpful.length} topics)`,
    ...table(report.unhelpful, true),
    '',
  ].join('\n');
}
