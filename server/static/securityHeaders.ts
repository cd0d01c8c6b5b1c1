import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ThirdPartySources } from '@/lib/security/thirdPartySources';

export interface SecurityOptions {
  scriptHashes: string[];
  /** Extra origins pages may call (e.g. a chat service on another host). */
  connectSources: string[];
  /** The services the build switched on (Firebase, analytics, Hotjar), by directive. */
  thirdParty?: Omit<ThirdPartySources, 'inlineScripts'>;
}

/** Security headers for every response, with a CSP that allows only our own code. */
export async function registerSecurityHeaders(app: FastifyInstance, { scriptHashes, connectSources, thirdParty }: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...(thirdParty?.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'", ...(thirdParty?.styleSrc ?? [])],
        imgSrc: ["'self'", 'data:', ...(thirdParty?.imgSrc ?? [])],
        fontSrc: ["'self'", ...(thirdParty?.fontSrc ?? [])],
        connectSrc: ["'self'", ...connectSources, ...(thirdParty?.connectSrc ?? [])],
        frameSrc: ["'self'", ...(thirdParty?.frameSrc ?? [])],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    return payload;
  });
}
