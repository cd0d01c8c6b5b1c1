import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Where state that every instance must see lives when the service runs as many instances:
 * Redis (REDIS_URL), each key under `prefix`. Without it, each process keeps its own in memory.
 */
export interface SharedStore {
  redis: Redis;
  prefix: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis for rate limits and chat sessions when REDIS_URL is set; null: memory, one process. */
    sharedStore: SharedStore | null;
  }
}

/**
 * Connects before the service takes requests, so the first ones are counted too. A client tuned
 * for rate limiting: a command is retried once, then fails (and the limiter lets the request
 * through) rather than holding the request. Unreachable at start: logged, and retried in the
 * background.
 */
export async function connectSharedStore(url: string, prefix: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<SharedStore> {
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis: connection problem'));
  try {
    await redis.connect();
  } catch (error) {
    log.warn({ err: error }, 'redis: not reachable at start; limits let requests through and the chat answers without history until it is');
  }
  return { redis, prefix };
}

/**
 * @fastify/rate-limit's options for a plugin: counters in Redis when shared, so a limit holds
 * across instances. A Redis outage lets requests through (logged) rather than failing them.
 */
export function rateLimitStore(store: SharedStore | null) {
  return store ? { global: false, redis: store.redis, nameSpace: `${store.prefix}rate-limit:`, skipOnError: true } : { global: false };
}
