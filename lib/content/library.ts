import { readFileSync } from 'node:fs';
import { caseStudies as rawCaseStudies } from '@/data/case-studies/caseStudies';
import { posts as rawPosts } from '@/data/insights/posts';
import { applyBrandDeep } from './brand';
import { parseDisplayDate } from './dates';
import type { BlogPost, BlogPostInput, CaseStudy, CaseStudyInput } from './schema';
import { caseStudySlug, trimSlash } from './slugs';
import { formatProblem, validateLibrary, type ValidatedLibrary } from './validate';

export class ContentError extends Error {
  override name = 'ContentError';
}

let cached: ValidatedLibrary | undefined;

/**
 * CONTENT_OVERLAY names a JSON file of field values to lay over entries before validation,
 * `{ "posts": { "<blogURL>": { ... } }, "caseStudies": { "<id>": { ... } } }`: for a test build
 * (the browser tests' build gives three articles photos it makes). Unset, the data is as written.
 */
function withOverlay(): { posts: BlogPostInput[]; caseStudies: CaseStudyInput[] } {
  const file = process.env.CONTENT_OVERLAY;
  if (!file) return { posts: rawPosts, caseStudies: rawCaseStudies };
  const overlay = JSON.parse(readFileSync(file, 'utf8')) as { posts?: Record<string, object>; caseStudies?: Record<string, object> };
  return {
    posts: rawPosts.map((post) => ({ ...post, ...(overlay.posts && Object.hasOwn(overlay.posts, post.blogURL) ? overlay.posts[post.blogURL] : {}) })),
    caseStudies: rawCaseStudies.map((study) => ({ ...study, ...(overlay.caseStudies && Object.hasOwn(overlay.caseStudies, String(study.id)) ? overlay.caseStudies[String(study.id)] : {}) })),
  };
}

/** The validated content arrays; throws (failing the build) naming every bad entry and field. */
export function getLibrary(): ValidatedLibrary {
  if (cached) return cached;
  const { posts, caseStudies } = withOverlay();
  const library = validateLibrary(posts, caseStudies);
  const errors = library.problems.filter((problem) => problem.level === 'error');
  if (errors.length > 0) {
    throw new ContentError(`Invalid content (run npm run content:check):\n${errors.map(formatProblem).join('\n')}`);
  }
  // Content names the company through tokens; resolve them once, for every consumer.
  cached = { ...library, posts: applyBrandDeep(library.posts), caseStudies: applyBrandDeep(library.caseStudies) };
  return cached;
}

/** Milliseconds of the entry's display date; validation guarantees it parses. */
export const timeOf = (text: string) => parseDisplayDate(text)?.date.getTime() ?? 0;

/** Articles, newest first. */
export function getAllPosts(): BlogPost[] {
  return [...getLibrary().posts].sort((a, b) => timeOf(b.blogDate) - timeOf(a.blogDate));
}

/** Case studies, oldest first. */
export function getAllCaseStudies(): CaseStudy[] {
  return [...getLibrary().caseStudies].sort((a, b) => timeOf(a.caseDate) - timeOf(b.caseDate));
}

export function getPostBySlug(slug: string): BlogPost {
  const post = getLibrary().posts.find((entry) => trimSlash(entry.blogURL) === slug);
  if (!post) throw new ContentError(`No article with blogURL "${slug}/"`);
  return post;
}

export function getCaseStudyBySlug(slug: string): CaseStudy {
  const study = getLibrary().caseStudies.find((entry) => trimSlash(caseStudySlug(entry)) === slug);
  if (!study) throw new ContentError(`No case study with slug "${slug}/"`);
  return study;
}
