import { StaticImage } from '@/components/media/StaticImage';
import { site } from '@/data/site';
import { CHAT_AVATAR_SIZES, CHAT_TYPING_DOT_DELAYS_MS } from '@/lib/constants';
import { AVATARS } from './useConversation';
import styles from './TypingIndicator.module.scss';

/** Three staggered dots beside the assistant's avatar while a reply is on its way. */
export function TypingIndicator() {
  const size = CHAT_AVATAR_SIZES.typing;
  return (
    <div className={styles.typing} data-testid="typing-indicator">
      <StaticImage src={AVATARS.assistant} alt="" width={size} height={size} loading="eager" className={styles.avatar} />
      <span className={styles.dots} aria-hidden="true">
        {CHAT_TYPING_DOT_DELAYS_MS.map((delay) => (
          <span key={delay} className={styles.dot} style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
      <span className={styles.label}>{site.assistant.name} is typing</span>
    </div>
  );
}
