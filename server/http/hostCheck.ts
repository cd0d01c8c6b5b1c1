import type { FastifyInstance } from 'fastify';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/i;
/** Load balancers probe each instance by its address: these answer whatever the Host. */
const ANY_HOST = new Set(['/api/health', '/api/ready']);

/**
 * Refuses (421) a request naming a host this service is not: a page of another site whose name
 * resolves here (DNS rebinding) would otherwise reach the API as if same-origin. Allowed: the
 * public URL's host, the ALLOWED_HOSTS list, and loopback names.
 */
export function registerHostCheck(app: FastifyInstance, publicUrl: string, allowedHosts: string[]): void {
  const allowed = new Set([new URL(publicUrl).hostname.toLowerCase(), ...allowedHosts]);
  app.addHook('onRequest', async (request, reply) => {
    if (ANY_HOST.has(request.url.split('?')[0])) return undefined;
    const hostname = (request.hostname ?? '').toLowerCase();
    if (allowed.has(hostname) || LOOPBACK.test(hostname)) return undefined;
    return reply.code(421).header('cache-control', 'no-store').send({ error: 'unknown_host', message: `This service does not answer for ${hostname}` });
  });
}
