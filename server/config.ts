import { resolve } from 'node:path';
import { list, positiveInt } from './envNumbers';

/** The service's settings, from the environment, with defaults that work on a fresh checkout. */
export interface ServerConfig {
  host: string;
  port: number;
  /** The static export to serve; absent when the service runs on its own (API only). */
  siteDir: string | null;
  production: boolean;
  /** Where the embedded database (PGlite) keeps its files, under `<dataDir>/pglite`. */
  dataDir: string;
  /** A PostgreSQL connection string; when set it replaces the embedded database. */
  databaseUrl: string | null;
  /** A PostgreSQL schema to keep the tables in (created if missing); default: the search path's. */
  databaseSchema?: string;
  /** The origin the public reaches this service at, for links in mails. Default: http://host:port. */
  publicUrl?: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client IP. */
  trustProxy?: string[] | ((address: string, hop: number) => boolean);
  /** Time limits that keep slow or idle clients from holding sockets (see TIMEOUT_DEFAULTS). */
  timeouts?: Timeouts;
  /** Host names besides PUBLIC_URL's and loopback that requests may name (ALLOWED_HOSTS). */
  allowedHosts?: string[];
  /** REDIS_URL: rate limits and chat sessions shared by every instance; null keeps them in memory. */
  redisUrl?: string | null;
  /** REDIS_KEY_PREFIX: what every key of this site starts with, so instances of other sites can share the server. */
  redisPrefix?: string;
  /** On SIGTERM/SIGINT, in-flight requests and the transcript and mail queues get this long before the process exits anyway. */
  shutdownMs?: number;
}

export interface Timeouts {
  /** A whole request, headers and body, must arrive within this. */
  requestMs: number;
  /** The headers must arrive within this (at most requestMs). */
  headersMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** A socket with no traffic at all is closed after this. */
  idleMs: number;
}

export const TIMEOUT_DEFAULTS: Timeouts = { requestMs: 15_000, headersMs: 10_000, keepAliveMs: 5_000, idleMs: 60_000 };

/** A time limit in milliseconds, up to an hour. */
const milliseconds = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => positiveInt(env, name, fallback, 3_600_000);

function timeouts(env: NodeJS.ProcessEnv): Timeouts {
  const result = {
    requestMs: milliseconds(env, 'REQUEST_TIMEOUT_MS', TIMEOUT_DEFAULTS.requestMs),
    headersMs: milliseconds(env, 'HEADERS_TIMEOUT_MS', TIMEOUT_DEFAULTS.headersMs),
    keepAliveMs: milliseconds(env, 'KEEP_ALIVE_TIMEOUT_MS', TIMEOUT_DEFAULTS.keepAliveMs),
    idleMs: milliseconds(env, 'IDLE_TIMEOUT_MS', TIMEOUT_DEFAULTS.idleMs),
  };
  if (result.headersMs > result.requestMs) throw new Error('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  return result;
}

/**
 * TRUST_PROXY: a hop count, or a comma-separated list of the proxies' addresses or CIDRs. "true"
 * is refused: it would believe an X-Forwarded-For written by anyone, so a client could pick its
 * own IP and slip past every per-IP limit.
 */
function trustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  if (!value || value === 'false' || value === '0') return undefined;
  if (value === 'true') {
    throw new Error('TRUST_PROXY=true would trust an X-Forwarded-For header written by anyone. Set the number of proxies in front of this service (e.g. 1), or their addresses (e.g. 10.0.0.0/8).');
  }
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`Invalid PORT "${value}"`);
  return parsed;
}

/** The origin people reach the service at: PUBLIC_URL, or the address it listens on. */
export const publicUrlOf = ({ host, port, publicUrl }: Pick<ServerConfig, 'host' | 'port' | 'publicUrl'>): string => publicUrl ?? `http://${host}:${port}`;

/** In production every instance must agree on these: links in mails, and the hashes of session ids. */
const REQUIRED_IN_PRODUCTION = ['PUBLIC_URL', 'CHAT_HASH_SECRET'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  if (env.NODE_ENV === 'production') {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim());
    if (missing.length) throw new Error(`NODE_ENV=production needs ${missing.join(' and ')}: every instance must use the same value (see the README's deployment section).`);
  }
  const host = env.HOST || '127.0.0.1';
  const listenPort = port(env.PORT, 3000);
  return {
    host,
    port: listenPort,
    siteDir: env.SITE_DIR === '' ? null : resolve(env.SITE_DIR || 'out'),
    production: env.NODE_ENV === 'production',
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    publicUrl: publicUrlOf({ host, port: listenPort, publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined }),
    trustProxy: trustProxy(env.TRUST_PROXY),
    timeouts: timeouts(env),
    allowedHosts: list(env, 'ALLOWED_HOSTS').map((name) => name.toLowerCase()),
    redisUrl: env.REDIS_URL?.trim() || null,
    redisPrefix: env.REDIS_KEY_PREFIX?.trim() || 'site:',
    shutdownMs: milliseconds(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
  };
}
