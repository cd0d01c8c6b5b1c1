import { site } from '@/data/site';
import { positiveInt } from '../envNumbers';

export interface DkimConfig {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** How mail leaves the service; every default works on a fresh checkout (mail is captured locally). */
export interface MailConfig {
  /** smtp:// or smtps:// URL of the relay; null captures mail in the database instead. */
  smtpUrl: string | null;
  from: string;
  dkim: DkimConfig | null;
  /** How often the worker looks for due mail when nothing wakes it. */
  pollMs: number;
  /** Wait before the first retry; it doubles per attempt up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * DEV_MAILBOX=1: show mail kept locally at /api/dev/mail (outside production, to loopback
   * clients only). `npm start` and `npm run serve` set it when no SMTP_URL is configured.
   */
  devMailbox: boolean;
  /** MAIL_RATE_PER_MINUTE: at most this many mails a minute from each instance (null: as fast as the relay takes them). */
  ratePerMinute: number | null;
  /** How long a claimed mail stays with the worker that claimed it before another may take it over. */
  leaseSeconds: number;
}

export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const dkimKey = env.DKIM_PRIVATE_KEY?.replace(/\\n/g, '\n');
  return {
    smtpUrl: env.SMTP_URL?.trim() || null,
    from: env.MAIL_FROM?.trim() || `"${site.name}" <${site.email}>`,
    dkim: dkimKey && env.DKIM_DOMAIN && env.DKIM_SELECTOR ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: dkimKey } : null,
    pollMs: positiveInt(env, 'MAIL_POLL_MS', 2_000),
    retryBaseMs: positiveInt(env, 'MAIL_RETRY_BASE_MS', 5_000),
    retryMaxMs: positiveInt(env, 'MAIL_RETRY_MAX_MS', 10 * 60_000),
    devMailbox: env.DEV_MAILBOX === '1',
    ratePerMinute: env.MAIL_RATE_PER_MINUTE?.trim() ? positiveInt(env, 'MAIL_RATE_PER_MINUTE', 1, 1_000_000) : null,
    leaseSeconds: positiveInt(env, 'MAIL_LEASE_SECONDS', 120, 24 * 60 * 60),
  };
}
