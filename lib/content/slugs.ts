import type { CaseStudy } from './schema';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Case studies from id 39 up carry caseUrl; older ones get a slug derived from caseLink,
 * so every case study has a detail page.
 */
export function caseStudySlug(study: Pick<CaseStudy, 'caseUrl' | 'caseLink'>): string {
  return study.caseUrl ?? `${slugify(study.caseLink)}/`;
}

const ACRONYMS = new Set(['qa', 'ai', 'ui', 'ux', 'api', 'iot', 'b2b']);

/** "qa-test-engineering" → "QA Test Engineering". */
export function tagLabel(tag: string): string {
  return tag
    .split('-')
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export const insightPath = (blogURL: string) => `/insights/${blogURL}`;
export const caseStudyPath = (study: Pick<CaseStudy, 'caseUrl' | 'caseLink'>) => `/case-studies/${caseStudySlug(study)}`;
/** "slug/" → "slug", for getStaticPaths params. */
export const trimSlash = (slug: string) => slug.replace(/\/$/, '');
