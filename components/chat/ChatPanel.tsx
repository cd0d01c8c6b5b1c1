import { useCallback, useEffect, useId, useRef, type RefObject } from 'react';
import { useRouteChangeStart } from '@/components/layout/useRouteChangeStart';
import { useModalDialog } from '@/components/shared/useModalDialog';
import { site } from '@/data/site';
import { answerText, firstSentence, parseAnswer } from '@/lib/chat/answerMarkdown';
import { wrapFocus } from '@/lib/dom/focusWrap';
import { ChatDialog } from './ChatDialog';
import { LandingCard } from './LandingCard';
import { GREETING_ID, useConversation } from './useConversation';
import styles from './ChatPanel.module.scss';

export type ChatView = 'closed' | 'landing' | 'chat';

export interface ChatPanelProps {
  view: ChatView;
  onChatNow: () => void;
  /** Hides the widget: after the conversation is cleared when the visitor closes it, or alone on a page change. */
  onHide: () => void;
  launcherRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The landing card and the chat dialog, loaded on the visitor's first sign of intent. Both
 * live in one native modal <dialog>: the page behind is inert and does not scroll, Tab stays
 * inside, and Escape, the close buttons or a click on the overlay close it, clear the
 * conversation and return focus to the launcher. The panel stays mounted once loaded, so a
 * page change (a source link) only hides it and the conversation is still there when reopened.
 */
export default function ChatPanel({ view, onChatNow, onHide, launcherRef }: ChatPanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const chatNowRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const cardTitleId = useId();
  const chatTitleId = useId();
  const conversation = useConversation(view === 'chat');
  const isOpen = view !== 'closed';

  const close = () => {
    conversation.reset();
    onHide();
  };
  // A page change (say, a source link) hides the widget but keeps the conversation.
  useRouteChangeStart(useCallback(() => isOpen && onHide(), [isOpen, onHide]));

  const shown = useModalDialog(dialogRef, isOpen, launcherRef);

  // Focus goes to CHAT NOW on the card, to the message box in the chat.
  useEffect(() => {
    if (view === 'landing') chatNowRef.current?.focus();
    else if (view === 'chat') inputRef.current?.focus();
  }, [view]);

  const answer = conversation.messages.findLast((message) => !message.isUser && !message.error && message.id !== GREETING_ID);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={view === 'chat' ? chatTitleId : cardTitleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // Chrome closes a dialog itself on a repeated Escape, without a cancel event. (The close
      // event of our own dialog.close() can arrive after the widget was reopened: it is ignored.)
      onClose={(event) => shown.current && !event.currentTarget.open && close()}
      onKeyDown={(event) => wrapFocus(event.nativeEvent, event.currentTarget)}
    >
      {isOpen && <div className={styles.overlay} onClick={close} data-testid="chat-overlay" />}
      {view === 'landing' && <LandingCard titleId={cardTitleId} chatNowRef={chatNowRef} onChatNow={onChatNow} onClose={close} />}
      {view === 'chat' && <ChatDialog titleId={chatTitleId} inputRef={inputRef} conversation={conversation} onClose={close} />}
      {/* Each answer is announced once, by its first sentence; the log itself stays silent. */}
      <div role="status" className={styles.status}>
        {answer && <span key={answer.id}>{`${site.assistant.name} replied: ${firstSentence(answerText(parseAnswer(answer.text)))}`}</span>}
      </div>
    </dialog>
  );
}
