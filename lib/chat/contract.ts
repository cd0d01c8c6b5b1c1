/**
 * The chat API contract shared by the widget (components/chat) and the service (server/chat).
 * POST {chat host}/chat with JSON {sessionId, question}; the reply's `answer` is shown.
 * Everything else in ChatReply is additive.
 */
export interface ChatRequest {
  sessionId: string;
  question: string;
}

export interface ChatSource {
  title: string;
  /** A site-relative path (optionally with #anchor) of a page that exists. */
  url: string;
}

export type ChatMode = 'intent' | 'retrieval' | 'llm' | 'abstain';

export interface ChatReply {
  /** Short markdown: paragraphs, "- " lists, **bold** and [text](url) links only. */
  answer: string;
  sources: ChatSource[];
  /** Follow-up questions a visitor could ask next. */
  suggestions: string[];
  mode: ChatMode;
  /** Names this answer for feedback (POST {chat host}/chat/feedback); absent on a reply that cannot be rated. */
  id?: string;
}

/** A visitor's verdict on one answer: helpful or not. */
export type ChatRating = 'up' | 'down';

/** POST {chat host}/chat/feedback: the rating of an answer of this session; null takes it back. */
export interface ChatFeedback {
  sessionId: string;
  answerId: string;
  rating: ChatRating | null;
}

/** Error bodies are JSON too; `answer` repeats the message so a client showing `answer` still reads well. */
export interface ChatError {
  error: string;
  message: string;
  answer: string;
  /** Seconds until a rate-limited client may ask again. */
  retryAfter?: number;
}

export const CHAT_LIMITS = {
  maxBodyBytes: 4 * 1024,
  maxQuestionChars: 1000,
} as const;

/** A UUID (the widget's crypto.randomUUID / uuid v4) or any 8–64 character URL-safe token. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Questions offered when a conversation is empty. */
export const STARTER_QUESTIONS = [
  'What services do you offer?',
  'Which industries do you work with?',
  'Show me a case study in healthcare',
  'How can I contact you?',
] as const;
