import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Answerer, normalizeQuestion, type Answer } from '@/lib/chat/answerer';
import type { ChatIndex } from '@/lib/chat/chatIndex';
import type { ChatReply } from '@/lib/chat/contract';
import { buildPrompt, checkReply, type NumberedSource } from '@/lib/chat/grounding';
import type { ChatConfig } from './chatConfig';
import { complete } from './llmClient';
import { SessionHistory } from './sessionHistory';

/** What the service keeps of each question: no clear session id, no IP. */
export interface TranscriptEntry {
  sessionHash: string;
  question: string;
  mode: ChatReply['mode'];
  sources: { title: string; url: string }[];
  latencyMs: number;
}

export type TranscriptSink = (entry: TranscriptEntry) => Promise<void>;

const LLM_SOURCES = 5;

/**
 * Answers a session's question: the built-in answerer always runs (it is the fallback and the
 * gate); with a model configured and a grounded retrieval result, the model writes the answer
 * from the same passages, and any failure of the model returns the retrieval answer instead.
 */
export class ChatService {
  private readonly answerer: Answerer;
  private readonly history: SessionHistory;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    index: ChatIndex,
    private readonly config: ChatConfig,
    private readonly transcripts: TranscriptSink | null,
    private readonly log: FastifyBaseLogger,
  ) {
    this.answerer = new Answerer(index);
    this.history = new SessionHistory(config.history);
  }

  get contentVersion(): string {
    return this.answerer.index.version;
  }

  async ask(sessionId: string, rawQuestion: string): Promise<ChatReply> {
    const started = performance.now();
    const question = normalizeQuestion(rawQuestion);
    const earlier = this.history.turns(sessionId);
    const retrieval = this.answerer.answer(question, earlier[earlier.length - 1]);
    const reply = retrieval.mode === 'retrieval' && this.config.llm ? await this.withModel(question, retrieval, earlier.map((turn) => turn.query)) : strip(retrieval);
    this.history.add(sessionId, { query: retrieval.query, urls: reply.sources.map((source) => source.url) });
    this.record({ sessionHash: this.hash(sessionId), question, mode: reply.mode, sources: reply.sources, latencyMs: Math.round(performance.now() - started) });
    return reply;
  }

  /** Resolves once every transcript write started so far has finished. */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async withModel(question: string, retrieval: Answer, earlierQuestions: string[]): Promise<ChatReply> {
    const sources: NumberedSource[] = retrieval.pages
      .flatMap((page) => page.chunks)
      .sort((a, b) => b.score - a.score)
      .slice(0, LLM_SOURCES)
      .map(({ chunk }) => ({ title: chunk.heading === chunk.pageTitle ? chunk.pageTitle : `${chunk.pageTitle} › ${chunk.heading}`, url: chunk.url, text: chunk.text }));
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

  private record(entry: TranscriptEntry): void {
    if (!this.transcripts) return;
    const write = this.transcripts(entry)
      .catch((error: unknown) => this.log.error({ err: error }, 'could not store a chat transcript'))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }
}

function strip(answer: Answer): ChatReply {
  return { answer: answer.answer, sources: answer.sources, suggestions: answer.suggestions, mode: answer.mode };
}
