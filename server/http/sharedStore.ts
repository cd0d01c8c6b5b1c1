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
 * A client tuned for rate limiting: a request waits at most a moment for Redis, and a Redis that
 * is down fails the command at once instead of queueing it.
 */
export function connectSharedStore(url: string, prefix: string, log: FastifyBaseLogger): SharedStore {
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis: connection problem'));
  return { redis, prefix };
}

/**
 * @fastify/rate-limit's options for a plugin: counters in Redis when shared, so a limit holds
 * across instances. A Redis outage lets requests through (logged) rather than failing them.
 */
export function rateLimitStore(store: SharedStore | null) {
  return store ? { global: false, redis: store.redis, nameSpace: `${store.prefix}rate-limit:`, skipOnError: true } : { global: false };
}
