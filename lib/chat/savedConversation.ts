import { SESSION_ID_PATTERN, type ChatRating, type ChatSource } from './contract';

/** A message of the conversation (id, text, isUser, avatar), with the sources, suggestions, rating and error we add. */
export interface ChatMessage {
  /** From Date.now(), unique within the conversation; the greeting is 1. */
  id: number;
  text: string;
  isUser: boolean;
  /** The avatar's URL. */
  image: string;
  sources?: ChatSource[];
  suggestions?: string[];
  /** The service's id of an answer, which feedback names. */
  answerId?: string;
  /** The visitor's thumbs up or down on this answer. */
  rating?: ChatRating | null;
  /** The last rating could not be saved. */
  ratingFailed?: boolean;
  /** Set on an apology: the question Retry resends, and whether the service asked us to slow down. */
  error?: { question: string; rateLimited: boolean };
}

export interface SavedConversation {
  sessionId: string;
  messages: ChatMessage[];
}

/** One tab's conversation survives a reload there (sessionStorage), and nothing longer. */
const KEY = 'chat-conversation';
const VERSION = 1;
const MAX_MESSAGES = 200;
const MAX_TEXT = 20_000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length <= max;
const isOptional = <T>(value: unknown, check: (value: unknown) => value is T) => value === undefined || check(value);
const isSource = (value: unknown): value is ChatSource => isObject(value) && isText(value.title, 500) && isText(value.url, 2000);
const isRating = (value: unknown): value is ChatRating | null => value === null || value === 'up' || value === 'down';
const isList = <T>(check: (value: unknown) => value is T) => (value: unknown): value is T[] => Array.isArray(value) && value.length <= 20 && value.every(check);
const isError = (value: unknown): value is NonNullable<ChatMessage['error']> => isObject(value) && isText(value.question) && typeof value.rateLimited === 'boolean';

function isMessage(value: unknown): value is ChatMessage {
  return (
    isObject(value) &&
    Number.isSafeInteger(value.id) &&
    isText(value.text) &&
    typeof value.isUser === 'boolean' &&
    isText(value.image, 200) &&
    isOptional(value.sources, isList(isSource)) &&
    isOptional(value.suggestions, isList((item): item is string => isText(item, 500))) &&
    isOptional(value.answerId, (item): item is string => isText(item, 64)) &&
    isOptional(value.rating, isRating) &&
    isOptional(value.ratingFailed, (item): item is boolean => typeof item === 'boolean') &&
    isOptional(value.error, isError)
  );
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): the chat still works, unsaved.
    return null;
  }
}

/**
 * The conversation saved in this tab, if any and well-formed; anything else there (an older
 * shape, an edit by hand, a truncated write) is dropped rather than shown.
 */
export function loadConversation(): SavedConversation | null {
  const store = storage();
  try {
    const raw = store?.getItem(KEY);
    if (!raw) return null;
    const saved: unknown = JSON.parse(raw);
    if (
      isObject(saved) &&
      saved.version === VERSION &&
      isText(saved.sessionId, 64) &&
      SESSION_ID_PATTERN.test(saved.sessionId) &&
      Array.isArray(saved.messages) &&
      saved.messages.length > 0 &&
      saved.messages.length <= MAX_MESSAGES &&
      saved.messages.every(isMessage)
    ) {
      return { sessionId: saved.sessionId, messages: saved.messages };
    }
  } catch {
    // Unreadable JSON is dropped below, like a wrong shape.
  }
  clearConversation();
  return null;
}

/** Whether this tab holds a conversation to continue. */
export const hasSavedConversation = () => loadConversation() !== null;

export function saveConversation(conversation: SavedConversation): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ version: VERSION, sessionId: conversation.sessionId, messages: conversation.messages.slice(-MAX_MESSAGES) }));
  } catch {
    // A full or blocked storage only means the conversation will not survive a reload.
  }
}

export function clearConversation(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
