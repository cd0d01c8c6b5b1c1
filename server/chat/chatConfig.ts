import { randomBytes } from 'node:crypto';
import { positiveInt } from '../envNumbers';
import { corsOrigins } from '../http/corsOrigins';

/** The chat service's settings, from the environment; every default works on a fresh checkout. */
export interface ChatConfig {
  /** Origins allowed to call the API from a browser (exact match); same-origin needs none. */
  corsOrigins: string[];
  rateLimit: { perIpPerMinute: number; perSessionPerMinute: number };
  history: { maxSessions: number; maxTurns: number; ttlMs: number };
  /** Key of the HMAC that turns session ids into the hashes stored with transcripts. */
  hashSecret: string;
  /** Questions are also matched by meaning (a sentence-embedding model in a worker thread), unless CHAT_EMBEDDINGS=off. */
  embeddings: { enabled: boolean; timeoutMs: number };
  /** Set when an OpenAI-compatible model should write the answers. */
  llm: LlmConfig | null;
}

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
  maxTokens: number;
}

function llmConfig(env: NodeJS.ProcessEnv): LlmConfig | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return null;
  if (!env.LLM_MODEL) throw new Error('LLM_BASE_URL is set, so LLM_MODEL must be too');
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model: env.LLM_MODEL,
    // Local servers (Ollama, llama.cpp) ignore the key; OpenAI and vLLM with --api-key need it.
    apiKey: env.LLM_API_KEY ?? '',
    timeoutMs: positiveInt(env, 'LLM_TIMEOUT_MS', 12_000),
    maxTokens: positiveInt(env, 'LLM_MAX_TOKENS', 350),
  };
}

export function loadChatConfig(env: NodeJS.ProcessEnv = process.env, ownOrigin?: string): ChatConfig {
  return {
    corsOrigins: corsOrigins(env, ownOrigin),
    rateLimit: {
      perIpPerMinute: positiveInt(env, 'CHAT_RATE_LIMIT_IP', 30),
      perSessionPerMinute: positiveInt(env, 'CHAT_RATE_LIMIT_SESSION', 12),
    },
    history: { maxSessions: 10_000, maxTurns: 6, ttlMs: 30 * 60_000 },
    hashSecret: env.CHAT_HASH_SECRET || randomBytes(32).toString('hex'),
    embeddings: { enabled: env.CHAT_EMBEDDINGS !== 'off', timeoutMs: positiveInt(env, 'CHAT_EMBEDDING_TIMEOUT_MS', 1000) },
    llm: llmConfig(env),
  };
}
