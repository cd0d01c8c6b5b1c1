import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { positiveInt } from '../envNumbers';
import { corsOrigins } from '../http/corsOrigins';
import { loadDigestSchedule, type DigestScheduleConfig } from './digest/digestSchedule';
import type { SubscribeLimits } from './subscriptions';

export interface NewsletterConfig {
  corsOrigins: string[];
  /** The origin that links in mails point to (this service as the public reaches it). */
  publicUrl: string;
  /** Subscribe requests per IP per window. */
  rateLimit: { perIp: number; windowMs: number };
  limits: SubscribeLimits;
  consentVersion: string;
  /** Pending (never confirmed) addresses are erased this long after their last request. */
  pendingRetentionDays: number;
  digest: {
    /** When the server sends the next issue itself; null: only `npm run newsletter -- digest send` does. */
    schedule: DigestScheduleConfig | null;
    /** The first issue lists what is dated this many days back (later ones: since the last issue). */
    lookbackDays: number;
  };
}

export function loadNewsletterConfig(env: NodeJS.ProcessEnv, publicUrl: string): NewsletterConfig {
  return {
    corsOrigins: corsOrigins(env, publicUrl),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    rateLimit: { perIp: positiveInt(env, 'SUBSCRIBE_RATE_LIMIT_IP', 10), windowMs: 10 * 60_000 },
    limits: {
      cooldownSeconds: positiveInt(env, 'SUBSCRIBE_COOLDOWN_SECONDS', 15 * 60),
      maxSendsPerDay: positiveInt(env, 'SUBSCRIBE_MAX_MAILS_PER_DAY', 3),
      tokenTtlHours: 48,
    },
    consentVersion: NEWSLETTER_CONSENT.version,
    pendingRetentionDays: positiveInt(env, 'PENDING_RETENTION_DAYS', 30),
    digest: {
      schedule: loadDigestSchedule(env),
      lookbackDays: positiveInt(env, 'NEWSLETTER_DIGEST_LOOKBACK_DAYS', 14, 100 * 365),
    },
  };
}
