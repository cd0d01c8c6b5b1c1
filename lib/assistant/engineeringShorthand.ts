/**
 * Engineers' shorthand for what the site spells out: "otel collector", "how many CVEs", "webhook
 * dupes", "i18n". Only shorthand the site never writes itself, and with no other reading in a
 * question to a software company.
 */
export const ENGINEERING_SHORTHAND: Readonly<Record<string, string>> = {
  otel: 'opentelemetry',
  cve: 'vulnerability',
  cves: 'vulnerabilities',
  dupe: 'duplicate',
  dupes: 'duplicates',
  i18n: 'internationalisation',
  l10n: 'localisation',
};
