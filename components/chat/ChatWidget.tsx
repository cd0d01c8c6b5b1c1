import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { trackEvent } from '@/lib/analytics/analytics';
import { hasSavedConversation } from '@/lib/chat/savedConversation';
import type { ChatPanelProps, ChatView } from './ChatPanel';
import styles from './ChatWidget.module.scss';

const loadPanel = () => import('./ChatPanel');
/** If the panel's chunk cannot load (offline, or a stale page after a deploy), the widget closes again. */
function PanelUnavailable({ onHide }: ChatPanelProps) {
  useEffect(() => onHide(), [onHide]);
  return null;
}
const ChatPanel = lazy<ComponentType<ChatPanelProps>>(() =>
  loadPanel().catch((error: unknown) => {
    console.error(error);
    return { default: PanelUnavailable };
  }),
);
const preload = () => void loadPanel().catch(() => undefined);

export interface ChatWidgetProps {
  /** Turning true opens the widget (an external trigger, e.g. a #chat link). */
  open?: boolean;
  /** Open straight into the chat dialog instead of the landing card. */
  skipLanding?: boolean;
  /** Called whenever the widget closes. */
  onClose?: () => void;
}

/**
 * The floating CHAT WITH US button, on every page. It is all that loads up front: the landing
 * card and the chat (ChatPanel) are fetched on the first sign of intent (pointer over, focus or
 * touch on the button, or the external trigger), and nothing calls the chat service before the
 * visitor's first question.
 */
export function ChatWidget({ open = false, skipLanding = false, onClose }: ChatWidgetProps) {
  const [view, setView] = useState<ChatView>('closed');
  // Once opened, the panel stays mounted: it holds the session id and the conversation.
  const [mounted, setMounted] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);

  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setMounted(true);
      setView(skipLanding ? 'chat' : 'landing');
      trackEvent({ action: 'chat_open', category: 'chat', label: skipLanding ? 'link: chat now' : 'link' });
    }
  }

  const hide = useCallback(() => {
    setView('closed');
    onClose?.();
  }, [onClose]);

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        aria-expanded={view !== 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setMounted(true);
          // A conversation this tab already had (before a reload) continues without the introduction.
          setView(hasSavedConversation() ? 'chat' : 'landing');
          trackEvent({ action: 'chat_open', category: 'chat', label: 'button' });
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="currentColor" />
        </svg>
        CHAT WITH US
      </button>
      {/* Room under the footer, so the floating button never hides its last line. */}
      <div className={styles.clearance} aria-hidden="true" />
      {mounted && (
        <Suspense fallback={null}>
          <ChatPanel view={view} onChatNow={() => setView('chat')} onHide={hide} launcherRef={launcherRef} />
        </Suspense>
      )}
    </>
  );
}
