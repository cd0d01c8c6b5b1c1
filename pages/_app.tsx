import type { AppProps } from 'next/app';
import { ChatWidget } from '@/components/chat/ChatWidget';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { useChatTrigger } from '@/lib/chat/trigger';
import '@/styles/globals.scss';

/** The chat widget, opened by its button or by a `#chat` / `#chat-now` link. */
function Chat() {
  return <ChatWidget {...useChatTrigger()} />;
}

/**
 * One layout wraps every route, so the header, menus, footer form and the chat widget keep
 * their state across page changes. Later features slot in here:
 * - AuthProvider wraps <SiteLayout> (visitor accounts).
 */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <SiteLayout overlays={<Chat />}>
      <Component {...pageProps} />
    </SiteLayout>
  );
}
