import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '@/server/app';
import { loadChatConfig, type ChatConfig } from '@/server/chat/chatConfig';
import { loadContactConfig, type ContactConfig } from '@/server/contact/contactConfig';
import { openDatabase, type Database, type DatabaseOptions } from '@/server/db/database';
import { loadMailConfig, type MailConfig } from '@/server/mail/mailConfig';
import { loadNewsletterConfig, type NewsletterConfig } from '@/server/newsletter/newsletterConfig';

export { downPort, freePort, startSmtp, type SmtpCapture } from '../support/smtpCapture';

export const PUBLIC_URL = 'http://site.test';
export const SITE_ORIGIN = 'https://www.example.test';
export const postgresUrl = process.env.TEST_DATABASE_URL || null;
export const DRIVERS = [
  ['pglite', null],
  ['postgres', postgresUrl],
] as const;

/** A database of its own per test file: a PGlite directory, or a PostgreSQL schema. */
export async function openTestDatabase(databaseUrl: string | null): Promise<{ db: Database; options: DatabaseOptions; drop(): Promise<void> }> {
  const options: DatabaseOptions = {
    databaseUrl,
    dataDir: mkdtempSync(join(tmpdir(), 'mail-test-')),
    schema: databaseUrl ? `test_${randomUUID().replaceAll('-', '')}` : undefined,
  };
  const db = await openDatabase(options);
  return {
    db,
    options,
    async drop() {
      if (options.schema) {
        const cleanup = await openDatabase(options);
        await cleanup.query(`drop schema ${options.schema} cascade`);
        await cleanup.close();
      }
      rmSync(options.dataDir, { recursive: true, force: true });
    },
  };
}

export interface MailAppOptions {
  smtpPort?: number;
  chat?: Partial<ChatConfig>;
  newsletter?: Partial<NewsletterConfig>;
  contact?: Partial<ContactConfig>;
  mail?: Partial<MailConfig>;
}

/** Mail kept locally prints a notice; tests keep the console quiet. */
const quiet = () => {};

/** The real app on a given database, mail to an SMTP port (or captured), quick retries. */
export function buildMailApp(db: Database, options: MailAppOptions = {}): Promise<FastifyInstance> {
  const env = { NODE_ENV: 'test', CORS_ORIGINS: SITE_ORIGIN } as const;
  return buildApp(
    { host: '127.0.0.1', port: 0, siteDir: null, production: false, dataDir: '/nonexistent', databaseUrl: null, publicUrl: PUBLIC_URL },
    {
      database: db,
      chat: { ...loadChatConfig(env), ...options.chat },
      // Generous limits: one file sends many requests from one IP; the limits have tests of their own.
      newsletter: { ...loadNewsletterConfig(env, PUBLIC_URL), rateLimit: { perIp: 10_000, windowMs: 60_000 }, ...options.newsletter },
      contact: { ...loadContactConfig(env, PUBLIC_URL), rateLimit: { perIp: 10_000, windowMs: 60_000 }, ...options.contact },
      mail: {
        ...loadMailConfig({ NODE_ENV: 'test' }),
        smtpUrl: options.smtpPort ? `smtp://127.0.0.1:${options.smtpPort}` : null,
        pollMs: 50,
        retryBaseMs: 50,
        retryMaxMs: 200,
        devMailbox: true,
        ...options.mail,
      },
      printCapturedMail: quiet,
    },
  );
}

export const subscribe = (app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/subscribe',
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (test)', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

export const subscription = (email: string, extra: Record<string, unknown> = {}) => ({ type: 'subscriptionConfirmation', email, source: '/insights/', website: '', ...extra });

/** The first link of a mail's text that goes to `path`. */
export function linkIn(mail: { text?: string | false }, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replaceAll('/', '\\/')}[^\\s]*`).exec(mail.text || '');
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[0];
}

/** Path and query of a link to this app, for inject. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * For a test file: a PGlite database with two apps on it, one with generous limits and one with
 * `limitedOptions` (for the rate-limit tests). The fields are set before the first test runs.
 */
export function setUpMailApps(limitedOptions: MailAppOptions): { db: Database; app: FastifyInstance; limited: FastifyInstance } {
  const context = {} as { db: Database; app: FastifyInstance; limited: FastifyInstance };
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db: context.db, drop } = await openTestDatabase(null));
    context.app = await buildMailApp(context.db);
    context.limited = await buildMailApp(context.db, limitedOptions);
    await context.app.ready();
  }, 60_000);
  afterAll(async () => {
    await context.app.close();
    await context.limited.close();
    await context.db.close();
    await drop();
  });
  return context;
}
