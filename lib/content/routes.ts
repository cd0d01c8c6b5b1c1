import { getLibrary } from './library';
import { getContentPages, getPressReleases } from './siteContent';
import { caseStudyPath, insightPath } from './slugs';

/** Pages with their own page file rather than a data entry. */
const FIXED_PATHS = ['/', '/insights/', '/case-studies/', '/contact/', '/faq/'];

/** Every page path the export has (besides the 404 page), from the data that generates them. */
export function allSitePaths(): string[] {
  const { posts, caseStudies } = getLibrary();
  return [
    ...FIXED_PATHS,
    ...getContentPages().map((page) => page.path),
    ...posts.map((post) => insightPath(post.blogURL)),
    ...caseStudies.map(caseStudyPath),
    ...getPressReleases().map((release) => `/press-releases/${release.slug}/`),
  ].sort();
}
