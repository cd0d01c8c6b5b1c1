import { resolve } from 'node:path';

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
  trustProxy?: boolean | string[] | ((address: string, hop: number) => boolean);
}

/** TRUST_PROXY: "true", a hop count, or a comma-separated list of proxy addresses or CIDRs. */
function trustProxy(value: string | undefined): NonNullable<ServerConfig['trustProxy']> {
  if (!value) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`Invalid PORT "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
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
    publicUrl: (env.PUBLIC_URL || `http://${host}:${listenPort}`).replace(/\/+$/, ''),
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
