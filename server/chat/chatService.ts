import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Answerer, turnAfter, type Answer } from '@/lib/assistant/answerer';
import type { Embedder } from '@/lib/assistant/embedding/embedder';
import type { ChatIndex } from '@/lib/assistant/chatIndex';
import { sourceTitle } from '@/lib/assistant/compose';
import type { ChatRating, ChatReply } from '@/lib/chat/contract';
import { buildPrompt, checkReply, type NumberedSource } from '@/lib/assistant/grounding';
import type { NewTranscript } from '../db/transcripts';
import type { ChatConfig } from './chatConfig';
import { AnswerCache } from './answerCache';
import { complete } from './llmClient';
import type { ConversationHistory } from './sharedSessionHistory';
import { TranscriptQueue } from './transcriptQueue';

/** Where the service keeps each question and answer (no clear session id, no IP) and visitors' ratings of them. */
export interface TranscriptStore {
  write(entries: NewTranscript[]): Promise<void>;
  /** False when the session has no answer with that id. */
  rate(sessionHash: string, answerId: string, rating: ChatRating | null): Promise<boolean>;
}

export type RatingResult = 'saved' | 'not-found' | 'unavailable';

const LLM_SOURCES = 5;

/**
 * Answers a session's question: the built-in answerer always runs (it is the fallback and the
 * gate); with a model configured and a grounded retrieval result, the model writes the answer
 * from the same passages, and any failure of the model returns the retrieval answer instead.
 */
export class ChatService {
  private readonly answerer: Answerer;
  private readonly transcripts: TranscriptQueue | null;
  private readonly cache = new AnswerCache(1000);

  constructor(
    index: ChatIndex,
    private readonly config: ChatConfig,
    private readonly store: TranscriptStore | null,
    private readonly log: FastifyBaseLogger,
    /** Each session's recent turns, for follow-ups (in memory, or shared in Redis). */
    private readonly history: ConversationHistory,
    /** Passage vectors and the model for questions; without them, retrieval is by words. */
    private readonly meaning: { vectors: Float32Array[]; embedder: Embedder } | null = null,
  ) {
    this.transcripts = store ? new TranscriptQueue((entries) => store.write(entries), log) : null;
    this.answerer = new Answerer(index, meaning?.vectors ?? null);
  }

  get contentVersion(): string {
    return this.answerer.index.version;
  }

  async ask(sessionId: string, rawQuestion: string): Promise<ChatReply> {
    const started = performance.now();
    const sessionHash = this.hash(sessionId);
    const earlier = await this.history.turns(sessionHash);
    const prepared = this.answerer.prepare(rawQuestion, earlier[earlier.length - 1]);
    // A question whose answer borrows nothing from the previous turn has one answer, so it can be cached.
    const key = AnswerCache.key(prepared.question);
    const cached = prepared.selfContained ? this.cache.get(key) : undefined;
    let reply: ChatReply;
    let query = prepared.query;
    if (cached) {
      reply = cached;
    } else {
      const retrieval = this.answerer.answerWithoutSearch(prepared) ?? (await this.answerer.answerBySearchWhileEmbedding(prepared, (text) => this.queryVector(text)));
      query = retrieval.query;
      reply = retrieval.mode === 'retrieval' && this.config.llm ? await this.withModel(prepared.typed, retrieval, earlier.map((turn) => turn.query)) : strip(retrieval);
      // Model answers are not cached: a fallback must not stick, and the model may answer better next time.
      if (prepared.selfContained && reply.mode !== 'llm' && !(this.config.llm && reply.mode === 'retrieval')) this.cache.set(key, reply);
    }
    await this.history.add(sessionHash, turnAfter(query, reply));
    // Every reply gets its own id, cached or not: feedback names one answer in one session.
    const id = randomUUID();
    this.transcripts?.push({
      sessionHash,
      answerId: id,
      question: prepared.typed,
      answer: reply.answer,
      mode: reply.mode,
      sources: reply.sources,
      latencyMs: Math.round(performance.now() - started),
    });
    return { ...reply, id };
  }

  /** A visitor's thumbs up or down on one of their session's answers; null takes it back. */
  async rate(sessionId: string, answerId: string, rating: ChatRating | null): Promise<RatingResult> {
    if (!this.store || !this.transcripts) return 'unavailable';
    // The answer may still wait in the queue: store it first.
    await this.transcripts.flush();
    return (await this.store.rate(this.hash(sessionId), answerId, rating)) ? 'saved' : 'not-found';
  }

  /** The query's vector from the worker; null (words only) when it is slow, failed or not in use. */
  private async queryVector(meaningText: string): Promise<Float32Array | null> {
    if (!this.meaning) return null;
    try {
      const [vector] = await this.meaning.embedder.embed([meaningText], this.config.embeddings.timeoutMs);
      return vector;
    } catch (error) {
      this.log.warn({ err: error }, 'question embedding failed; answering by words alone');
      return null;
    }
  }

  /** Resolves once every transcript so far is stored. */
  async flush(): Promise<void> {
    await this.transcripts?.flush();
  }

  private async withModel(question: string, retrieval: Answer, earlierQuestions: string[]): Promise<ChatReply> {
    const sources: NumberedSource[] = retrieval.pages
      .flatMap((page) => page.chunks)
      .sort((a, b) => b.score - a.score)
      .slice(0, LLM_SOURCES)
      .map(({ chunk }) => ({ title: sourceTitle(chunk), url: chunk.url, text: chunk.text }));
    try {
      const raw = await complete(this.config.llm!, buildPrompt(question, sources, earlierQuestions.slice(-2)));
      const checked = checkReply(raw, sources, this.answerer.index.pages);
      if (checked.ok) return { answer: checked.answer, sources: checked.sources, suggestions: retrieval.suggestions, mode: 'llm' };
      this.log.warn({ reason: checked.reason }, 'LLM reply rejected; answering from retrieval');
    } catch (error) {
      this.log.warn({ err: error }, 'LLM call failed; answering from retrieval');
    }
    return strip(retrieval);
  }

  private hash(sessionId: string): string {
    return createHmac('sha256', this.config.hashSecret).update(sessionId).digest('hex');
  }
}

function strip(answer: Answer): ChatReply {
  return { answer: answer.answer, sources: answer.sources, suggestions: answer.suggestions, mode: answer.mode };
}
