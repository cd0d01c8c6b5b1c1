/**
 * Company facts, in one place. Pages, the footer, JSON-LD, the mobile menu and the chat
 * assistant's greeting all read this object, so a rebrand is one edit here (plus the logo files).
 */
export interface SiteConfig {
  name: string;
  legalName: string;
  /** Used in URLs that carry the company name, e.g. /{slug}-at-rsac-2024/. */
  slug: string;
  tagline: string;
  description: string;
  /** Public origin of the production site, used for canonical URLs and sitemaps. */
  url: string;
  email: string;
  phone: string;
  foundingYear: number;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
    countryCode: string;
  };
  social: {
    linkedin: string;
    instagram: string;
    maps: string;
  };
  assistant: {
    name: string;
  };
  logo: {
    src: string;
    alt: string;
  };
}

export const site: SiteConfig = {
  name: 'Nexaloom',
  legalName: 'Nexaloom Technologies Pvt. Ltd.',
  slug: 'nexaloom',
  tagline: 'Software engineering that ships',
  description:
    'Nexaloom is a software engineering services company in Pune, India. Since 2011 we have built products, data platforms and AI systems for retail, travel, finance and healthcare clients worldwide.',
  url: 'https://www.nexaloom.com',
  email: 'info@nexaloom.com',
  phone: '+91 20 4860 1120',
  foundingYear: 2011,
  address: {
    street: '4th Floor, Sai Radhe Complex, Kennedy Road',
    locality: 'Pune',
    region: 'Maharashtra',
    postalCode: '411001',
    country: 'India',
    countryCode: 'IN',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/nexaloom',
    instagram: 'https://www.instagram.com/nexaloom',
    maps: 'https://www.google.com/maps/search/?api=1&query=Kennedy+Road+Pune+411001',
  },
  assistant: {
    name: 'Nexa',
  },
  logo: {
    src: '/images/brand/logo.svg',
    alt: 'Nexaloom',
  },
};

export const officeAddressLine = `${site.address.locality}, ${site.address.country}`;

export const fullAddress = [
  site.address.street,
  `${site.address.locality} ${site.address.postalCode}`,
  site.address.region,
  site.address.country,
].join(', ');
