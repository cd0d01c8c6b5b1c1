import Head from 'next/head';
import { useEffect, type ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

interface Props {
  children: ReactNode;
  /** Floating extras rendered after the footer on every page (the chat widget). */
  overlays?: ReactNode;
  headerActions?: ReactNode;
}

export function SiteLayout({ children, overlays, headerActions }: Props) {
  // Marks the page interactive (styles and browser tests can rely on it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <a className="skipLink" href="#main">
        Skip to content
      </a>
      <Header actions={headerActions} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {overlays}
    </>
  );
}
