import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const DAY = 'public, max-age=86400';

function cacheControlFor(path: string): string {
  if (path.includes('/_next/static/')) return IMMUTABLE;
  if (/\.(?:html|xml|txt|json)$/.test(path)) return REVALIDATE;
  return DAY;
}

/**
 * Serves the static export: precompressed copies (.br/.gz written at build) when the browser
 * accepts them, /path → /path/ redirects (trailingSlash), long caching for hashed assets and
 * the 404 page with status 404.
 */
export async function registerStaticSite(app: FastifyInstance, siteDir: string) {
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`No static export in ${siteDir}: run "npm run build" first (npm start does it for you).`);
  }
  await app.register(fastifyStatic, {
    root: siteDir,
    redirect: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('Cache-Control', cacheControlFor(path)),
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return reply.code(404).header('Cache-Control', REVALIDATE).sendFile('404.html');
  });
}
