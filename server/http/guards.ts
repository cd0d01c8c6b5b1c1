import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './httpError';

/** A browser may call from the site's own origin (same host) or an origin on the allowlist. */
export function originAllowed(request: FastifyRequest, allowlist: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowlist.includes(origin)) return true;
  try {
    return new URL(origin).host === new URL(`http://${request.headers.host}`).host;
  } catch {
    return false;
  }
}

/** onRequest hook: 403 for a browser on another origin (CORS alone only hides the answer). */
export const requireAllowedOrigin = (allowlist: readonly string[], message: string) => async (request: FastifyRequest) => {
  if (!originAllowed(request, allowlist)) throw new HttpError(403, 'origin_not_allowed', message);
};

/**
 * preParsing hook: only JSON bodies. A JSON content type also forces a CORS preflight, so another
 * site's plain form post cannot drive the route.
 */
export const requireJson = async (request: FastifyRequest) => {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'unsupported_media_type', 'Content-Type must be application/json');
};

type RateCheck = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * A hook that applies one @fastify/rate-limit check: over it, 429 with Retry-After and
 * `retryAfter` (seconds) in the body. Applied by hand, so one route can have several limits.
 */
export const rateLimitGuard = (check: RateCheck, message: (seconds: number) => string) => async (request: FastifyRequest, reply: FastifyReply) => {
  const result = await check(request);
  if (result.isAllowed || !result.isExceeded) return;
  const seconds = Math.max(1, result.ttlInSeconds);
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, 'rate_limited', message(seconds), { retryAfter: seconds });
};

/** "N seconds" under 90 s, else "N minutes", for rate-limit messages. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
