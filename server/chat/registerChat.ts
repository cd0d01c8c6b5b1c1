import type { FastifyInstance } from 'fastify';
import { recordTranscripts } from '../db/transcripts';
import type { Database } from '../db/database';
import type { ChatConfig } from './chatConfig';
import { chatRoutes } from './chatRoutes';
import { ChatService } from './chatService';
import { loadChatIndex } from './loadIndex';

/** Builds the assistant (index, answerer, optional model) and mounts POST /chat (under /api). */
export async function registerChat(app: FastifyInstance, config: ChatConfig, database: Database | null): Promise<ChatService> {
  const started = performance.now();
  const index = loadChatIndex();
  const service = new ChatService(index, config, database ? (entries) => recordTranscripts(database, entries) : null, app.log);
  app.log.info(`chat: ${index.passages.length} passages indexed in ${Math.round(performance.now() - started)} ms; ${config.llm ? `LLM mode (${config.llm.model})` : 'retrieval mode'}`);
  app.addHook('onClose', () => service.flush());
  await app.register(chatRoutes, { service, config });
  return service;
}
