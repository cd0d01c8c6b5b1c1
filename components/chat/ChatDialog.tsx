import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { StaticImage } from '@/components/media/StaticImage';
import { site } from '@/data/site';
import { CHAT_LIMITS, STARTER_QUESTIONS } from '@/lib/chat/contract';
import { ChatMessage } from './ChatMessage';
import { TypingIndicator } from './TypingIndicator';
import { AVATARS, type Conversation } from './useConversation';
import styles from './ChatDialog.module.scss';

interface Props {
  titleId: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  conversation: Conversation;
  onClose: () => void;
}

/** Enter sends; Shift+Enter, and Enter that confirms an IME composition, do not. */
function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>) {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && event.keyCode !== 229;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The chat: a greeting side panel, the blue title bar, the message log and the composer. */
export function ChatDialog({ titleId, inputRef, conversation, onClose }: Props) {
  const { messages, loading, send, retry, rate } = conversation;
  const [input, setInput] = useState('');
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const canSend = input.trim() !== '' && !loading;

  // The newest entry (a message or the typing dots) scrolls into view.
  useEffect(() => {
    const log = logRef.current;
    const newest = log?.lastElementChild;
    if (!log || !(newest instanceof HTMLElement)) return;
    log.scrollTo({ top: newest.offsetTop - 12, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [messages.length, loading]);

  // The composer grows with its text, up to its max-height, and shrinks back once sent.
  useLayoutEffect(() => {
    const textarea = inputRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${textarea.scrollHeight + textarea.offsetHeight - textarea.clientHeight}px`;
  }, [input, inputRef]);

  const submit = () => {
    if (canSend && send(input)) setInput('');
  };
  const last = messages[messages.length - 1];
  const suggestionsFor = (index: number) => {
    if (loading || index !== messages.length - 1) return undefined;
    if (messages.length === 1) return STARTER_QUESTIONS;
    return last.isUser || last.error ? undefined : last.suggestions;
  };

  return (
    <div className={styles.chat}>
      <div className={styles.side} data-testid="chat-side-panel">
        <StaticImage src={AVATARS.assistant} alt="" width={72} height={72} loading="eager" className={styles.sideAvatar} />
        <p className={styles.sideHello}>Hi there!</p>
        <p>
          I&apos;m {site.assistant.name}. Ask me about {site.name}&apos;s services, industries, case studies or careers, and I&apos;ll point you
          to the pages that answer it.
        </p>
      </div>
      <div className={styles.main}>
        <div className={styles.bar}>
          <svg className={styles.botIcon} width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
            <rect x="5" y="9" width="18" height="13" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M14 9V5M11 4h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="10.5" cy="15.5" r="1.6" fill="currentColor" />
            <circle cx="17.5" cy="15.5" r="1.6" fill="currentColor" />
            <path d="M2 14v4M26 14v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <h2 id={titleId} className={styles.title}>
            {site.assistant.name} · {site.name} AI Assistant
          </h2>
          <button type="button" className={styles.close} aria-label="Close chat" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={logRef} className={styles.log} role="log" aria-live="off" aria-label="Conversation" aria-busy={loading} tabIndex={0}>
          {messages.map((message, index) => (
            <ChatMessage key={message.id} message={message} suggestions={suggestionsFor(index)} busy={loading} onAsk={send} onRetry={retry} onRate={(message, rating) => void rate(message, rating)} />
          ))}
          {loading && <TypingIndicator />}
        </div>
        <form
          className={styles.composer}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={inputId} className={styles.label}>
            Message
          </label>
          <textarea
            ref={inputRef}
            id={inputId}
            className={styles.input}
            rows={1}
            placeholder="Type a message..."
            maxLength={CHAT_LIMITS.maxQuestionChars}
            enterKeyHint="send"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={(event) => {
              if (!isSendKey(event)) return;
              event.preventDefault();
              submit();
            }}
          />
          <button type="submit" className={styles.send} aria-label="Send message" disabled={!canSend}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" fill="currentColor" />
            </svg>
          </button>
        </form>
      </div>
    </div>
  );
}
