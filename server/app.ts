import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { inlineScriptHashes } from './static/inlineScriptHashes';
import { registerSecurityHeaders } from './static/securityHeaders';
import { registerStaticSite } from './static/staticSite';

/**
 * The Node service behind the site: the static export plus, under /api, the services that later
 * features add. One Fastify instance, so `npm start` is one process on one port.
 */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
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

  if (config.siteDir) await registerStaticSite(app, config.siteDir);
  return app;
}
