import Link from 'next/link';
import { useId, useMemo } from 'react';
import { RichTextNodes } from '@/components/content/RichTextNodes';
import { StaticImage } from '@/components/media/StaticImage';
import { site } from '@/data/site';
import { chatHref, linkedHrefs, parseAnswer } from '@/lib/chat/answerMarkdown';
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
}

/** One message: the avatar, the text (answers as safe rich text), then sources the text does not link, Retry or chips. */
export function ChatMessage({ message, suggestions, busy, onAsk, onRetry }: Props) {
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
