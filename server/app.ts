import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ChatConfig } from './chat/chatConfig';
import { registerChat } from './chat/registerChat';
import type { ChatService } from './chat/chatService';
import { publicUrlOf, TIMEOUT_DEFAULTS, type ServerConfig } from './config';
import type { ContactConfig } from './contact/contactConfig';
import { openDatabase, type Database } from './db/database';
import { pendingMigrations } from './db/migrate';
import type { MailConfig } from './mail/mailConfig';
import type { MailWorker } from './mail/mailWorker';
import type { NewsletterConfig } from './newsletter/newsletterConfig';
import { registerHostCheck } from './http/hostCheck';
import { rejectUnsafeInput } from './http/safeInput';
import { connectSharedStore, type SharedStore } from './http/sharedStore';
import { registerMailServices } from './registerMailServices';
import { loadServiceConfigs } from './serviceConfigs';
import { inlineScriptHashes } from './static/inlineScriptHashes';
import { registerSecurityHeaders } from './static/securityHeaders';
import { registerStaticSite } from './static/staticSite';
import { readThirdPartySources } from './static/thirdPartySources';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender; null when the service runs without a database. */
    mailWorker: MailWorker | null;
  }
}

/**
 * The Node service behind the site: the static export plus, under /api, the chat, the newsletter
 * and the contact form. One Fastify instance, so `npm start` is one process on one port.
 */
export interface AppServices {
  /** The service's database; `null` runs without one (chat only, no transcripts). Default: opened from config. */
  database?: Database | null;
  /** Each default: the documented defaults (server/index.ts passes what the environment sets). */
  chat?: ChatConfig;
  newsletter?: NewsletterConfig;
  contact?: ContactConfig;
  mail?: MailConfig;
  /** Where notices of mail kept locally (no SMTP_URL) go; default: the console. */
  printCapturedMail?: (line: string) => void;
  /** Redis shared by the instances; null: memory. Default: from config (REDIS_URL). */
  sharedStore?: SharedStore | null;
}

export async function buildApp(config: ServerConfig, services: AppServices = {}): Promise<FastifyInstance> {
  const timeouts = config.timeouts ?? TIMEOUT_DEFAULTS;
  const app = Fastify({
    logger: config.production ? { level: 'info' } : { level: 'warn' },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 16 * 1024,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    // Node checks the request and headers limits on this interval (30 s by default).
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(1000, timeouts.headersMs) },
  });
  const publicUrl = publicUrlOf(config);
  // What the caller did not give takes the documented defaults (an empty environment): the
  // process environment is read once, by server/index.ts (loadConfig, loadServiceConfigs).
  const defaults = loadServiceConfigs({ NODE_ENV: config.production ? 'production' : 'development' }, publicUrl);

  // Dynamic responses; static files are served from their precompressed copies.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const thirdParty = readThirdPartySources(config.siteDir);
  await registerSecurityHeaders(app, {
    scriptHashes: config.siteDir ? inlineScriptHashes(config.siteDir, thirdParty.inlineScripts) : [],
    connectSources: [],
    thirdParty,
  });

  registerHostCheck(app, publicUrl, config.allowedHosts ?? []);
  const ownsStore = services.sharedStore === undefined;
  const sharedStore = ownsStore ? (config.redisUrl ? await connectSharedStore(config.redisUrl, config.redisPrefix ?? 'site:', app.log) : null) : (services.sharedStore ?? null);
  app.decorate('sharedStore', sharedStore);
  if (ownsStore && app.sharedStore) {
    const { redis } = app.sharedStore;
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  app.get('/api/health', async () => ({ status: 'ok' }));

  const ownsDatabase = services.database === undefined;
  const database = ownsDatabase
    ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema })
    : services.database;
  const chatConfig = services.chat ?? defaults.chat;
  const newsletter = services.newsletter ?? defaults.newsletter;
  const contact = services.contact ?? defaults.contact;
  app.decorate('mailWorker', null);
  let chat!: ChatService;
  await app.register(
    async (api) => {
      // One CORS registration for the API (its preflight route is shared); each route also
      // refuses, with a 403, a browser origin that is not on its own list.
      const origins = [...new Set([...chatConfig.corsOrigins, ...newsletter.corsOrigins, ...contact.corsOrigins])];
      await api.register(cors, { origin: origins, methods: ['POST'], credentials: false, maxAge: 600 });
      api.addHook('preValidation', rejectUnsafeInput);
      chat = await registerChat(api, chatConfig, database ?? null);
      if (database) {
        app.mailWorker = await registerMailServices(api, {
          db: database,
          production: config.production,
          publicUrl,
          mail: services.mail ?? defaults.mail,
          newsletter,
          contact,
          printCaptured: services.printCapturedMail,
        });
      }
    },
    { prefix: '/api' },
  );
  // Ready: the database answers and has every migration this code needs.
  app.get('/api/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!database) return { status: 'ready', database: 'none' };
    try {
      const pending = await pendingMigrations(database);
      if (pending.length === 0) return { status: 'ready', database: database.driver };
      return reply.code(503).send({ status: 'not_ready', reason: `migrations not applied: ${pending.join(', ')}` });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: the database did not answer');
      return reply.code(503).send({ status: 'not_ready', reason: 'the database did not answer' });
    }
  });

  // The one place that stops what writes to the database, in order, before the database (when it
  // is this app's) closes. Added after the services, so it runs before their own onClose hooks.
  app.addHook('onClose', async () => {
    await app.mailWorker?.stop();
    await chat.flush();
    if (ownsDatabase) await database?.close();
  });

  if (config.siteDir) await registerStaticSite(app, config.siteDir);
  return app;
}
