import { site } from '@/data/site';

export const absoluteUrl = (path: string) => new URL(path, site.url).href;

export const DEFAULT_OG_IMAGE = '/images/og/default.png';

export function pageTitle(title: string): string {
  return title === site.name ? `${site.name} | ${site.tagline}` : `${title} | ${site.name}`;
}

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: absoluteUrl(site.logo.src),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    sameAs: [site.social.linkedin, site.social.instagram],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface ArticleMeta {
  title: string;
  description: string;
  path: string;
  image: string;
  author: string;
  isoDate: string;
}

export function blogPostingJsonLd(article: ArticleMeta) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    image: absoluteUrl(article.image),
    datePublished: article.isoDate,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: absoluteUrl(site.logo.src) } },
    mainEntityOfPage: absoluteUrl(article.path),
  };
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so it cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
