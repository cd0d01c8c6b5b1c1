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
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`Invalid PORT "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: port(env.PORT, 3000),
    siteDir: env.SITE_DIR === '' ? null : resolve(env.SITE_DIR || 'out'),
    production: env.NODE_ENV === 'production',
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || null,
  };
}
