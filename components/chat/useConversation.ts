import { useEffect, useRef, useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { site } from '@/data/site';
import { trackEvent } from '@/lib/analytics/analytics';
import { askAssistant, ChatRateLimitError, rateAnswer } from '@/lib/chat/client';
import type { ChatRating } from '@/lib/chat/contract';
import { clearConversation, loadConversation, saveConversation, type ChatMessage } from '@/lib/chat/savedConversation';
import { publicConfig } from '@/lib/publicConfig';

export const AVATARS = { assistant: '/images/chat/assistant.svg', visitor: '/images/chat/visitor.svg' } as const;
export const GREETING_ID = 1;
export const GREETING = `Hello! I'm ${site.assistant.name}, your AI assistant. How can I help you today?`;
export const ERROR_MESSAGE = 'Sorry, I encountered an error. Please try again.';

export type { ChatMessage };

export function rateLimitMessage(retryAfter: number | undefined): string {
  if (retryAfter === undefined) return "You're sending messages quickly. Please try again in a moment.";
  const seconds = Math.max(1, Math.ceil(retryAfter));
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `You're sending messages quickly. Please try again in ${wait}.`;
}

/**
 * The conversation of one widget: messages, the loading flag and the session id (a random
 * UUID made once per widget instance, at the first question). `active` is true while the chat
 * dialog shows; opening it on an empty conversation inserts the greeting. The conversation is
 * kept in this tab's sessionStorage, so a reload continues it; reset (the visitor closed the
 * chat) forgets it there too.
 */
export function useConversation(active: boolean) {
  // The panel renders only in the browser, after the visitor's first sign of intent.
  const [saved] = useState(() => loadConversation());
  const [messages, setMessages] = useState<ChatMessage[]>(saved?.messages ?? []);
  const [loading, setLoading] = useState(false);
  const sessionId = useRef<string | null>(saved?.sessionId ?? null);
  const lastId = useRef(Math.max(GREETING_ID, ...messages.map((message) => message.id)));
  const pending = useRef<AbortController | null>(null);

  if (active && messages.length === 0) {
    setMessages([{ id: GREETING_ID, text: GREETING, isUser: false, image: AVATARS.assistant }]);
  }

  useEffect(() => () => pending.current?.abort(), []);

  // Saved once the visitor has asked something: the greeting alone is not worth keeping. A reset
  // empties the conversation, and its render's effect clears the storage too: the save of a reply
  // that arrived just before the visitor closed the chat can run after reset's own clearing.
  useEffect(() => {
    if (sessionId.current && messages.some((message) => message.isUser)) saveConversation({ sessionId: sessionId.current, messages });
    else clearConversation();
  }, [messages]);

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
      const reply = await askAssistant(publicConfig.chatHost, { sessionId: sessionId.current!, question }, controller.signal);
      append({ text: reply.answer, isUser: false, image: AVATARS.assistant, sources: reply.sources, suggestions: reply.suggestions, answerId: reply.id });
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
    sessionId.current ??= uuidv4();
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

  const setRating = (id: number, rating: ChatRating | null, ratingFailed = false) =>
    setMessages((current) => current.map((entry) => (entry.id === id ? { ...entry, rating, ratingFailed } : entry)));

  /** The visitor's thumbs up or down on an answer (the same thumb again takes it back); on failure the rating reverts. */
  const rate = async (message: ChatMessage, rating: ChatRating) => {
    if (!message.answerId || !sessionId.current) return;
    const previous = message.rating ?? null;
    const next = previous === rating ? null : rating;
    setRating(message.id, next);
    try {
      await rateAnswer(publicConfig.chatHost, { sessionId: sessionId.current, answerId: message.answerId, rating: next });
      if (next) trackEvent({ action: 'chat_feedback', category: 'chat', label: next });
    } catch (error) {
      console.error(error);
      setRating(message.id, previous, true);
    }
  };

  /** Forgets the conversation (the widget was closed), here and in the tab's storage; a reply still on its way is dropped. */
  const reset = () => {
    pending.current?.abort();
    pending.current = null;
    clearConversation();
    setLoading(false);
    setMessages([]);
  };

  return { messages, loading, send, retry, rate, reset };
}

export type Conversation = ReturnType<typeof useConversation>;
