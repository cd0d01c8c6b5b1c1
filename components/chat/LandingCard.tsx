import type { RefObject } from 'react';
import { StaticImage } from '@/components/media/StaticImage';
import { site } from '@/data/site';
import { AVATARS } from './useConversation';
import styles from './LandingCard.module.scss';

interface Props {
  titleId: string;
  chatNowRef: RefObject<HTMLButtonElement | null>;
  onChatNow: () => void;
  onClose: () => void;
}

/** The card the launcher opens: the assistant introduces itself, and CHAT NOW starts the chat. */
export function LandingCard({ titleId, chatNowRef, onChatNow, onClose }: Props) {
  return (
    <div className={styles.card}>
      <button type="button" className={styles.close} aria-label="Close chat" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <StaticImage src={AVATARS.assistant} alt="" width={88} height={88} loading="eager" className={styles.avatar} />
      <h2 id={titleId} className={styles.title}>
        {site.assistant.name}, our AI assistant, is ready to chat
      </h2>
      <p className={styles.text}>
        Ask about {site.name}&apos;s services, industries, case studies or careers. Answers come from this website, with links to the pages
        behind them.
      </p>
      <button ref={chatNowRef} type="button" className={styles.chatNow} onClick={onChatNow}>
        CHAT NOW
      </button>
    </div>
  );
}
