import { site } from './site';

/**
 * The site's navigation as data. The desktop header, the mobile menu, the footer and the
 * sitemap all render from here, so a new page is linked by adding one entry.
 */
export interface NavLink {
  label: string;
  href: string;
  /** The spec keeps two industry links on one menu only; both pages exist either way. */
  only?: 'desktop' | 'mobile';
}

/** A static featured item of a dropdown: image, title, subtitle and link. */
export interface FeaturedItem {
  image: string;
  title: string;
  subTitle: string;
  link: string;
}

/** Where a dropdown's featured panel takes its items from. */
export type FeaturedSource =
  | { kind: 'static'; items: FeaturedItem[] }
  /** Positions (0-based, inclusive start, exclusive end) in the shared blog list. */
  | { kind: 'blogPositions'; start: number; end: number };

export interface NavSection {
  id: 'industries' | 'capabilities' | 'resources' | 'about' | 'careers';
  label: string;
  links: NavLink[];
  featuredTitle: 'Featured' | 'Trending Insights';
  featured: FeaturedSource;
  events?: NavLink[];
}

export const navSections: NavSection[] = [
  {
    id: 'industries',
    label: 'Industries',
    links: [
      { label: 'Retail', href: '/industries/retail/' },
      { label: 'Travel, Visa & Immigration', href: '/industries/travel-visa-immigration/' },
      { label: 'Banking & Finance', href: '/industries/banking-finance/' },
      { label: 'Consumer & Lifestyle', href: '/industries/consumer-lifestyle/', only: 'mobile' },
      { label: 'Textile & Fashion', href: '/industries/textile-and-fashion/', only: 'desktop' },
      { label: 'Healthcare', href: '/industries/healthcare/' },
    ],
    featuredTitle: 'Featured',
    featured: { kind: 'blogPositions', start: 5, end: 7 },
  },
  {
    id: 'capabilities',
    label: 'Capabilities',
    links: [
      { label: 'All Capabilities', href: '/capabilities/' },
      { label: 'Agentic AI', href: '/capabilities/agentic-ai-the-future-of-autonomous-intelligence/' },
      { label: 'Product Engineering', href: '/capabilities/product-engineering-service/' },
      { label: 'Digital Transformation', href: '/capabilities/digital-transformation/' },
      { label: 'Browser Extensions', href: '/capabilities/browser-extension/' },
      { label: 'DevOps', href: '/capabilities/devops-service/' },
      { label: 'QA & Test Engineering', href: '/capabilities/qa-test-engineering/' },
      { label: 'Data Science', href: '/capabilities/data-science/' },
    ],
    featuredTitle: 'Featured',
    featured: {
      kind: 'static',
      items: [
        {
          image: '/images/featured/agentic-ai.svg',
          title: 'Agentic AI',
          subTitle: 'Agents that plan, act and report back',
          link: '/capabilities/agentic-ai-the-future-of-autonomous-intelligence/',
        },
        {
          image: '/images/featured/ai-readiness.svg',
          title: 'AI Readiness Guide',
          subTitle: 'Score your data, people and process',
          link: '/ai-readiness-guide/',
        },
      ],
    },
  },
  {
    id: 'resources',
    label: 'Resources',
    links: [
      { label: 'Insights', href: '/insights/' },
      { label: 'Case Studies', href: '/case-studies/' },
      { label: 'AI Readiness Guide', href: '/ai-readiness-guide/' },
      { label: 'Press Releases', href: '/press-releases/' },
    ],
    featuredTitle: 'Trending Insights',
    featured: { kind: 'blogPositions', start: 10, end: 12 },
  },
  {
    id: 'about',
    label: 'About',
    links: [
      { label: `About ${site.name}`, href: '/about/' },
      { label: 'Social Responsibility', href: '/social-responsibility/' },
      { label: 'Women Empowerment', href: '/women-empowerment/' },
      { label: `${site.name} at RSAC 2024`, href: `/${site.slug}-at-rsac-2024/` },
    ],
    featuredTitle: 'Featured',
    featured: {
      kind: 'static',
      items: [
        {
          image: '/images/featured/tree-plantation.svg',
          title: 'From saplings to shade',
          subTitle: 'Our tree plantation drive',
          link: '/press-releases/tree-plantation-drive-from-saplings-to-shade/',
        },
        {
          image: '/images/featured/women-empowerment.svg',
          title: 'Women in engineering',
          subTitle: 'Mentoring, returnships and leadership',
          link: '/women-empowerment/',
        },
      ],
    },
    events: [
      { label: 'Foundation Day 2025', href: '/foundation-day/' },
      { label: 'Generative AI Summit Austin 2025', href: '/ai-summit/' },
    ],
  },
  {
    id: 'careers',
    label: 'Careers',
    links: [
      { label: 'Open Positions', href: '/careers/' },
      { label: 'Internship Program', href: '/internship-program/' },
      { label: 'Company Culture', href: '/company-culture/' },
    ],
    featuredTitle: 'Featured',
    featured: {
      kind: 'static',
      items: [
        {
          image: '/images/featured/internship.svg',
          title: 'Internship Program',
          subTitle: 'Six months, one real product',
          link: '/internship-program/',
        },
        {
          image: '/images/featured/culture.svg',
          title: 'Life at ' + site.name,
          subTitle: 'How our teams work and grow',
          link: '/company-culture/',
        },
      ],
    },
  },
];

export const contactLink: NavLink = { label: 'Contact', href: '/contact/' };

export const footerLinks: NavLink[] = [
  contactLink,
  { label: 'Privacy', href: '/privacy/' },
  { label: 'FAQ', href: '/faq/' },
  { label: 'Terms', href: '/terms/' },
];

export function linksFor(section: NavSection, menu: 'desktop' | 'mobile'): NavLink[] {
  return section.links.filter((link) => !link.only || link.only === menu);
}
