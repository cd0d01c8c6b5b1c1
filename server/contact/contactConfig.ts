import { site } from '@/data/site';
import { positiveInt } from '../envNumbers';
import { corsOrigins } from '../http/corsOrigins';

export interface ContactConfig {
  corsOrigins: string[];
  /** Who is told of each message: the company's address from the site config. */
  notifyTo: string;
  /** Messages per IP per window. */
  rateLimit: { perIp: number; windowMs: number };
}

export function loadContactConfig(env: NodeJS.ProcessEnv, publicUrl: string): ContactConfig {
  return {
    corsOrigins: corsOrigins(env, publicUrl),
    notifyTo: env.CONTACT_NOTIFY_TO?.trim() || site.email,
    rateLimit: { perIp: positiveInt(env, 'CONTACT_RATE_LIMIT_IP', 5), windowMs: 10 * 60_000 },
  };
}
