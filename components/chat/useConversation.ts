import { useEffect, useRef, useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { site } from '@/data/site';
import { trackEvent } from '@/lib/analytics/analytics';
import { askAssistant, ChatRateLimitError } from '@/lib/chat/client';
import type { ChatSource } from '@/lib/chat/contract';
import { publicConfig } from '@/lib/publicConfig';

export const AVATARS = { assistant: '/images/chat/assistant.svg', visitor: '/images/chat/visitor.svg' } as const;
export const GREETING_ID = 1;
export const GREETING = `Hello! I'm ${site.assistant.name}, your AI assistant. How can I help you today?`;
export const ERROR_MESSAGE = 'Sorry, I encountered an error. Please try again.';

/** A message of the conversation (id, text, isUser, avatar), with the sources, suggestions and error we add. */
export interface ChatMessage {
  /** From Date.now(), unique within the conversation; the greeting is 1. */
  id: number;
  text: string;
  isUser: boolean;
  /** The avatar's URL. */
  image: string;
  sources?: ChatSource[];
  suggestions?: string[];
  /** Set on an apology: the question Retry resends, and whether the service asked us to slow down. */
  error?: { question: string; rateLimited: boolean };
}

export function rateLimitMessage(retryAfter: number | undefined): string {
  if (retryAfter === undefined) return "You're sending messages quickly. Please try again in a moment.";
  const seconds = Math.max(1, Math.ceil(retryAfter));
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `You're sending messages quickly. Please try again in ${wait}.`;
}

/**
 * The conversation of one widget: messages, the loading flag and the session id (a random
 * UUID made once per widget instance, at the first question). `active` is true while the chat
 * dialog shows; opening it on an empty conversation inserts the greeting.
 */
export function useConversation(active: boolean) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const sessionId = useRef<string | null>(null);
  const lastId = useRef(GREETING_ID);
  const pending = useRef<AbortController | null>(null);

  if (active && messages.length === 0) {
    setMessages([{ id: GREETING_ID, text: GREETING, isUser: false, image: AVATARS.assistant }]);
  }

  useEffect(() => () => pending.current?.abort(), []);

  const append = (message: Omit<ChatMessage, 'id'>) => {
    const id = Math.max(Date.now(), lastId.current + 1);
    lastId.current = id;
    setMessages((current) => [...current, { ...message, id }]);
  };

  const request = async (question: string) => {
    const controller = new AbortController();
    pending.current = controller;
    setLoading(true);
    try {
      sessionId.current ??= uuidv4();
      const reply = await askAssistant(publicConfig.chatHost, { sessionId: sessionId.current, question }, controller.signal);
      append({ text: reply.answer, isUser: false, image: AVATARS.assistant, sources: reply.sources, suggestions: reply.suggestions });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(error);
      const rateLimited = error instanceof ChatRateLimitError;
      append({
        text: rateLimited ? rateLimitMessage(error.retryAfter) : ERROR_MESSAGE,
        isUser: false,
        image: AVATARS.assistant,
        error: { question, rateLimited },
      });
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setLoading(false);
      }
    }
  };

  /** Sends a question; blank ones, and any while a reply is loading, are ignored. */
  const send = (text: string): boolean => {
    const question = text.trim();
    if (!question || pending.current) return false;
    append({ text: question, isUser: true, image: AVATARS.visitor });
    trackEvent({ action: 'chat_message', category: 'chat' });
    void request(question);
    return true;
  };

  /** Replaces an apology with a new attempt at its question. */
  const retry = (message: ChatMessage) => {
    if (!message.error || pending.current) return;
    setMessages((current) => current.filter((entry) => entry.id !== message.id));
    void request(message.error.question);
  };

  /** Forgets the conversation (the widget was closed); a reply still on its way is dropped. */
  const reset = () => {
    pending.current?.abort();
    pending.current = null;
    setLoading(false);
    setMessages([]);
  };

  return { messages, loading, send, retry, reset };
}

export type Conversation = ReturnType<typeof useConversation>;
