import { Head, Html, Main, NextScript } from 'next/document';
import { site } from '@/data/site';
import { FEED_PATH } from '@/lib/feeds/atom';
import { organizationJsonLd, serializeJsonLd } from '@/lib/seo';

/** Rendered only at build time, so what is here costs no client JavaScript. */
export default function Document() {
  return (
    <Html lang="en">
      <Head>
        <meta name="theme-color" content="#0b1b3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/atom+xml" title={`${site.name} Insights`} href={FEED_PATH} />
        <script
          type="application/ld+json"
          // Our own structured data, serialised with "<" escaped.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd()) }}
        />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
