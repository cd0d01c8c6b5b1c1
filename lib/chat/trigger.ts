import Router from 'next/router';
import { useSyncExternalStore } from 'react';

/**
 * Links open the chat widget: `#chat` shows the landing card, `#chat-now` the chat itself.
 * The hash is read on load and on every change (a plain link, Next's <Link>, a page change),
 * and cleared when the widget closes, so the same link works again.
 */
export const CHAT_HASHES = { landing: '#chat', chat: '#chat-now' } as const;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('hashchange', notify);
    Router.events.on('hashChangeComplete', notify);
    Router.events.on('routeChangeComplete', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('hashchange', notify);
    Router.events.off('hashChangeComplete', notify);
    Router.events.off('routeChangeComplete', notify);
  };
}

const clientHash = () => window.location.hash;
const serverHash = () => '';

function clearChatHash() {
  const { hash, pathname, search } = window.location;
  if (hash !== CHAT_HASHES.landing && hash !== CHAT_HASHES.chat) return;
  // Keeps Next's history state; replaceState fires no event, so the store is told.
  window.history.replaceState(window.history.state, '', pathname + search);
  notify();
}

/** The ChatWidget props that follow the URL hash. */
export function useChatTrigger() {
  const hash = useSyncExternalStore(subscribe, clientHash, serverHash);
  return {
    open: hash === CHAT_HASHES.landing || hash === CHAT_HASHES.chat,
    skipLanding: hash === CHAT_HASHES.chat,
    onClose: clearChatHash,
  };
}
