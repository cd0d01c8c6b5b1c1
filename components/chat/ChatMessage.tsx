import Link from 'next/link';
import { useId, useMemo } from 'react';
import { RichTextNodes } from '@/components/content/RichTextNodes';
import { StaticImage } from '@/components/media/StaticImage';
import { site } from '@/data/site';
import { chatHref, linkedHrefs, parseAnswer } from '@/lib/chat/answerMarkdown';
import type { ChatRating } from '@/lib/chat/contract';
import { CHAT_AVATAR_SIZES } from '@/lib/constants';
import type { ChatMessage as Message } from './useConversation';
import styles from './ChatMessage.module.scss';

interface Props {
  message: Message;
  /** Questions offered as chips under the message (the starters, or the latest reply's). */
  suggestions?: readonly string[];
  /** A reply is loading: chips and Retry wait. */
  busy: boolean;
  onAsk: (question: string) => void;
  onRetry: (message: Message) => void;
  onRate: (message: Message, rating: ChatRating) => void;
}

const THUMB_UP = 'M7 10v11H3V10h4zm2 11h8.3a2 2 0 0 0 2-1.6l1.3-7A2 2 0 0 0 18.6 10H14l.8-4a2 2 0 0 0-.5-1.8L13.4 3 9 8.2V21z';

function Thumb({ rating, pressed, onClick }: { rating: ChatRating; pressed: boolean; onClick: () => void }) {
  return (
    <button type="button" className={styles.thumb} aria-pressed={pressed} aria-label={rating === 'up' ? 'Helpful' : 'Not helpful'} onClick={onClick}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={rating === 'down' ? { transform: 'rotate(180deg)' } : undefined}>
        <path d={THUMB_UP} fill="currentColor" />
      </svg>
    </button>
  );
}

/** One message: the avatar, the text (answers as safe rich text), then sources the text does not link, Retry, thumbs or chips. */
export function ChatMessage({ message, suggestions, busy, onAsk, onRetry, onRate }: Props) {
  const sourcesId = useId();
  const blocks = useMemo(() => (message.isUser || message.error ? null : parseAnswer(message.text)), [message]);
  const size = CHAT_AVATAR_SIZES.message;
  const linked = useMemo(() => (blocks ? linkedHrefs(blocks) : new Set<string>()), [blocks]);
  const sources = new Map<string, string>();
  for (const source of message.sources ?? []) {
    const href = chatHref(source.url);
    if (href && !sources.has(href) && !linked.has(href)) sources.set(href, source.title);
  }

  return (
    <div className={`${styles.message} ${message.isUser ? styles.user : styles.assistant}`} data-testid="chat-message">
      <StaticImage src={message.image} alt="" width={size} height={size} loading="eager" className={styles.avatar} />
      <div className={styles.body}>
        <span className={styles.sender}>{message.isUser ? 'You' : site.assistant.name}:</span>
        {message.error ? (
          <p role="alert" className={`${styles.bubble} ${styles.error}`}>
            {message.text}
          </p>
        ) : blocks ? (
          <div className={`${styles.bubble} ${styles.answer}`}>
            <RichTextNodes blocks={blocks} />
          </div>
        ) : (
          <p className={styles.bubble}>{message.text}</p>
        )}
        {message.error && !message.error.rateLimited && (
          <button type="button" className={styles.retry} disabled={busy} onClick={() => onRetry(message)}>
            Retry
          </button>
        )}
        {sources.size > 0 && (
          <div className={styles.sources}>
            <p id={sourcesId} className={styles.sourcesLabel}>
              Sources
            </p>
            <ul aria-labelledby={sourcesId}>
              {[...sources].map(([href, title]) => (
                <li key={href}>
                  {href.startsWith('/') ? (
                    <Link href={href}>
                      {title}
                    </Link>
                  ) : (
                    <a href={href} rel="noopener noreferrer" target="_blank">
                      {title}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {message.answerId && !message.error && (
          <div className={styles.feedback} role="group" aria-label="Was this answer helpful?">
            <Thumb rating="up" pressed={message.rating === 'up'} onClick={() => onRate(message, 'up')} />
            <Thumb rating="down" pressed={message.rating === 'down'} onClick={() => onRate(message, 'down')} />
            <span aria-live="polite" className={message.ratingFailed ? styles.feedbackError : undefined}>
              {message.ratingFailed ? 'Sorry, your feedback could not be saved.' : message.rating ? 'Thanks for your feedback.' : ''}
            </span>
          </div>
        )}
        {suggestions && suggestions.length > 0 && (
          <div className={styles.chips} role="group" aria-label="Suggested questions">
            {suggestions.map((question) => (
              <button key={question} type="button" className={styles.chip} disabled={busy} onClick={() => onAsk(question)}>
                {question}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
