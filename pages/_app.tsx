import type { AppProps } from 'next/app';
import { useEffect } from 'react';
import { AccountControl } from '@/components/auth/AccountControl';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { ChatWidget } from '@/components/chat/ChatWidget';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { useChatTrigger } from '@/lib/chat/trigger';
import { startConsentWhenIdle } from '@/lib/consent/consentLoader';
import '@/styles/globals.scss';

/** The chat widget, opened by its button or by a `#chat` / `#chat-now` link. */
function Chat() {
  return <ChatWidget {...useChatTrigger()} />;
}

/**
 * One layout wraps every route, so the header, menus, footer form, the chat widget and the
 * visitor's account keep their state across page changes. Firebase, the consent banner, Hotjar
 * and analytics are not in the first load: they load when the page is idle, or after consent
 * (which also brings the page views of later route changes).
 */
export default function App({ Component, pageProps }: AppProps) {
  useEffect(startConsentWhenIdle, []);
  return (
    <AuthProvider>
      <SiteLayout overlays={<Chat />} headerActions={<AccountControl />}>
        <Component {...pageProps} />
      </SiteLayout>
    </AuthProvider>
  );
}
