import Head from 'next/head';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { HydrateAfterShell } from './HydrateAfterShell';
import { MarkHydrated } from './MarkHydrated';

interface Props {
  children: ReactNode;
  /** Floating extras rendered after the footer on every page (the chat widget). */
  overlays?: ReactNode;
  headerActions?: ReactNode;
}

export function SiteLayout({ children, overlays, headerActions }: Props) {
  // The header, the page and the footer hydrate after the small shell (the chat launcher and the
  // account context), in short slices rather than one long task, and commit together.
  return (
    <>
      <a className="skipLink" href="#main">
        Skip to content
      </a>
      <HydrateAfterShell>
        <Header actions={headerActions} />
      </HydrateAfterShell>
      <main id="main" tabIndex={-1}>
        <HydrateAfterShell>
          {/* Beside the page's own head tags: next/head rewrites the whole head from the Head
              elements mounted so far, so one mounted alone in the shell would blank the title. */}
          <Head>
            <meta name="viewport" content="width=device-width, initial-scale=1" />
          </Head>
          {children}
          <MarkHydrated />
        </HydrateAfterShell>
      </main>
      <HydrateAfterShell>
        <Footer />
      </HydrateAfterShell>
      {overlays}
    </>
  );
}
