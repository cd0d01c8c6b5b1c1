import type { FastifyInstance } from 'fastify';
import { rateTranscript, recordTranscripts } from '../db/transcripts';
import type { Database } from '../db/database';
import type { ChatConfig } from './chatConfig';
import { chatRoutes } from './chatRoutes';
import { ChatService, type TranscriptStore } from './chatService';
import { loadChatIndex, loadChatVectors } from './loadIndex';
import { memoryHistory, redisHistory } from './sharedSessionHistory';
import { Embedder } from '@/lib/assistant/embedding/embedder';
import { loadVectorMath } from '@/lib/assistant/embedding/vectorMath';

/** Builds the assistant (index, answerer, optional model) and mounts POST /chat (under /api). */
export async function registerChat(app: FastifyInstance, config: ChatConfig, database: Database | null): Promise<ChatService> {
  const started = performance.now();
  const index = loadChatIndex();
  const vectors = config.embeddings.enabled ? loadChatVectors(index) : null;
  if (config.embeddings.enabled && !vectors) app.log.warn('chat: no passage vectors for this content (npm run generate writes them); answering by words alone');
  // The model loads in its worker while the service starts; questions asked before it is ready wait for it, up to the time limit.
  const meaning = vectors ? { vectors, embedder: new Embedder() } : null;
  // Without it, each question is scored against the stored vectors in JavaScript, several times slower.
  if (vectors && !(await loadVectorMath())) app.log.warn('chat: WebAssembly vector math unavailable; scoring questions in JavaScript');
  const store: TranscriptStore | null = database
    ? { write: (entries) => recordTranscripts(database, entries), rate: (sessionHash, answerId, rating) => rateTranscript(database, sessionHash, answerId, rating) }
    : null;
  const history = app.sharedStore ? redisHistory(app.sharedStore, config.history, app.log) : memoryHistory(config.history);
  const service = new ChatService(index, config, store, app.log, history, meaning);
  app.log.info(`chat: ${index.passages.length} passages indexed in ${Math.round(performance.now() - started)} ms; ${meaning ? 'words and meaning' : 'words only'}; ${config.llm ? `LLM mode (${config.llm.model})` : 'retrieval mode'}`);
  // The transcripts are flushed by the app, before its database closes.
  app.addHook('onClose', async () => {
    await meaning?.embedder.close();
  });
  await app.register(chatRoutes, { service, config });
  return service;
}
