import type { AppProps } from 'next/app';
import { SiteLayout } from '@/components/layout/SiteLayout';
import '@/styles/globals.scss';

/**
 * One layout wraps every route, so the header, menus, footer form and (later) the chat widget
 * keep their state across page changes. Later features slot in here:
 * - AuthProvider wraps <SiteLayout> (visitor accounts);
 * - the ChatWidget goes into `overlays`.
 */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <SiteLayout>
      <Component {...pageProps} />
    </SiteLayout>
  );
}
