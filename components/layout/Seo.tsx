import Head from 'next/head';
import { site } from '@/data/site';
import { absoluteUrl, DEFAULT_OG_IMAGE, pageTitle, serializeJsonLd } from '@/lib/seo';

interface Props {
  title: string;
  description: string;
  /** Site path with trailing slash; the canonical URL and og:url derive from it. */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  /** Extra structured data for this page (BlogPosting, BreadcrumbList…). */
  jsonLd?: object[];
  noindex?: boolean;
}

export function Seo({ title, description, path, image = DEFAULT_OG_IMAGE, type = 'website', jsonLd = [], noindex = false }: Props) {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absoluteUrl(image)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={absoluteUrl(image)} />
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD must be a script body; it is our own serialised data with "<" escaped.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </Head>
  );
}
