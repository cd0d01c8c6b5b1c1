import { CHAT_REQUEST_TIMEOUT_MS } from '@/lib/constants';
import type { ChatFeedback, ChatReply, ChatRequest, ChatSource } from './contract';

/** The error every failed chat call raises; the widget logs it and apologises. */
export const CHAT_FAILURE = 'Failed to get response from AI';

/** The service answered 429: the visitor may ask again after `retryAfter` seconds (when known). */
export class ChatRateLimitError extends Error {
  constructor(readonly retryAfter: number | undefined) {
    super(CHAT_FAILURE);
    this.name = 'ChatRateLimitError';
  }
}

/** Seconds from a Retry-After header (seconds or an HTTP date), else from the JSON body. */
async function retryAfterOf(response: Response): Promise<number | undefined> {
  const header = response.headers.get('Retry-After')?.trim();
  if (header) {
    if (/^\d+$/.test(header)) return Number(header);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
  try {
    const body: unknown = await response.json();
    const seconds = (body as { retryAfter?: unknown } | null)?.retryAfter;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
  } catch {
    return undefined;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isSource = (value: unknown): value is ChatSource =>
  typeof value === 'object' && value !== null && isString((value as ChatSource).title) && isString((value as ChatSource).url);

/** Keeps what the widget can show of a reply; anything without a text answer is a failure. */
function toReply(body: unknown): ChatReply {
  const reply = (typeof body === 'object' && body !== null ? body : {}) as Partial<Record<keyof ChatReply, unknown>>;
  if (!isString(reply.answer) || !reply.answer.trim()) throw new Error(CHAT_FAILURE);
  return {
    answer: reply.answer,
    sources: Array.isArray(reply.sources) ? reply.sources.filter(isSource) : [],
    suggestions: Array.isArray(reply.suggestions) ? reply.suggestions.filter(isString) : [],
    mode: isString(reply.mode) ? (reply.mode as ChatReply['mode']) : 'retrieval',
    ...(isString(reply.id) && ANSWER_ID.test(reply.id) ? { id: reply.id } : {}),
  };
}

const ANSWER_ID = /^[0-9a-f-]{36}$/i;

/**
 * Sends a visitor's thumbs up or down (null takes it back): POST `${chatHost}/chat/feedback`.
 * Resolves once stored; any failure raises, and the widget shows the rating as not saved.
 */
export async function rateAnswer(chatHost: string, feedback: ChatFeedback): Promise<void> {
  const response = await fetch(`${chatHost}/chat/feedback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(feedback),
    signal: AbortSignal.timeout(CHAT_REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Feedback was not saved (HTTP ${response.status})`);
}

/**
 * Asks the chat service: POST `${chatHost}/chat` with `{sessionId, question}`.
 * A non-OK status, a network failure, a timeout (15 s) or an unreadable body raise
 * Error('Failed to get response from AI'); a 429 raises ChatRateLimitError. An abort through
 * `signal` (the visitor closed the chat) rethrows the AbortError, which callers ignore.
 */
export async function askAssistant(chatHost: string, request: ChatRequest, signal?: AbortSignal): Promise<ChatReply> {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });
  if (signal?.aborted) abort();
  const timer = setTimeout(() => controller.abort(new DOMException('The assistant took too long to answer', 'TimeoutError')), CHAT_REQUEST_TIMEOUT_MS);
  // Network errors and timeouts become the one failure the widget knows; the visitor's own abort stays an abort.
  const failure = (cause: unknown) => (signal?.aborted ? cause : new Error(CHAT_FAILURE, { cause }));
  try {
    let response: Response;
    try {
      response = await fetch(`${chatHost}/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(request),
        signal: controller.signal,
      });
    } catch (error) {
      throw failure(error);
    }
    if (response.status === 429) throw new ChatRateLimitError(await retryAfterOf(response));
    if (!response.ok) throw new Error(CHAT_FAILURE);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw failure(error);
    }
    return toReply(body);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
