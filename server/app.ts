import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadChatConfig, type ChatConfig } from './chat/chatConfig';
import { registerChat } from './chat/registerChat';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { inlineScriptHashes } from './static/inlineScriptHashes';
import { registerSecurityHeaders } from './static/securityHeaders';
import { registerStaticSite } from './static/staticSite';

/**
 * The Node service behind the site: the static export plus, under /api, the services that later
 * features add. One Fastify instance, so `npm start` is one process on one port.
 */
export interface AppServices {
  /** The service's database; `null` runs without one (no transcripts). Default: opened from config. */
  database?: Database | null;
  /** Default: from the environment. */
  chat?: ChatConfig;
}

export async function buildApp(config: ServerConfig, services: AppServices = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.production ? { level: 'info' } : { level: 'warn' },
    trustProxy: false,
    bodyLimit: 16 * 1024,
  });

  // Dynamic responses; static files are served from their precompressed copies.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, {
    scriptHashes: config.siteDir ? inlineScriptHashes(config.siteDir) : [],
    connectSources: [],
  });

  app.get('/api/health', async () => ({ status: 'ok' }));

  const ownsDatabase = services.database === undefined;
  const database = ownsDatabase ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }) : services.database;
  const chat = await registerChat(app, services.chat ?? loadChatConfig(process.env, `http://${config.host}:${config.port}`), database ?? null);
  if (ownsDatabase && database) {
    app.addHook('onClose', async () => {
      await chat.flush();
      await database.close();
    });
  }

  if (config.siteDir) await registerStaticSite(app, config.siteDir);
  return app;
}
