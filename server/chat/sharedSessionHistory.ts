import type { FastifyBaseLogger } from 'fastify';
import type { Turn } from '@/lib/assistant/answerer';
import type { SharedStore } from '../http/sharedStore';
import { SessionHistory } from './sessionHistory';

/** A session's recent turns, wherever they are kept; keyed by the session's hash, never its id. */
export interface ConversationHistory {
  turns(sessionHash: string): Promise<Turn[]>;
  add(sessionHash: string, turn: Turn): Promise<void>;
}

type Limits = ConstructorParameters<typeof SessionHistory>[0];

/** In this process's memory (one instance). */
export function memoryHistory(limits: Limits): ConversationHistory {
  const history = new SessionHistory(limits);
  return {
    turns: async (sessionHash) => history.turns(sessionHash),
    add: async (sessionHash, turn) => history.add(sessionHash, turn),
  };
}

const isTurn = (value: unknown): value is Turn =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Turn).query === 'string' &&
  Array.isArray((value as Turn).urls) &&
  (value as Turn).urls.every((url) => typeof url === 'string');

/**
 * In Redis, so a follow-up keeps its context whichever instance it reaches: a capped list per
 * session that expires when the session goes idle. If Redis fails, the question is answered
 * without the earlier turns rather than not at all.
 */
export function redisHistory({ redis, prefix }: SharedStore, limits: Limits, log: FastifyBaseLogger): ConversationHistory {
  const key = (sessionHash: string) => `${prefix}chat:history:${sessionHash}`;
  return {
    async turns(sessionHash) {
      try {
        const stored = await redis.lrange(key(sessionHash), 0, -1);
        return stored.flatMap((item) => {
          try {
            const turn: unknown = JSON.parse(item);
            return isTurn(turn) ? [turn] : [];
          } catch {
            return [];
          }
        });
      } catch (error) {
        log.warn({ err: error }, 'redis: chat history unavailable; answering without it');
        return [];
      }
    },
    async add(sessionHash, turn) {
      try {
        await redis.multi().rpush(key(sessionHash), JSON.stringify(turn)).ltrim(key(sessionHash), -limits.maxTurns, -1).pexpire(key(sessionHash), limits.ttlMs).exec();
      } catch (error) {
        log.warn({ err: error }, 'redis: could not keep the chat turn');
      }
    },
  };
}
