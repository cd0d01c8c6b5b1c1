import type { z } from 'zod';
import { parseDisplayDate } from './dates';
import {
  blogPostSchema,
  caseStudySchema,
  type BlogPost,
  type BlogPostInput,
  type CaseStudy,
  type CaseStudyInput,
} from './schema';
import { caseStudySlug, slugify } from './slugs';

export interface ContentProblem {
  level: 'error' | 'warning';
  /** The data file that holds the entry, when known. */
  file?: string;
  /** Which entry: "insights/<blogURL> (id N)" or "case-studies/<slug> (id N)". */
  entry: string;
  field: string;
  message: string;
}

export interface ValidatedLibrary {
  posts: BlogPost[];
  caseStudies: CaseStudy[];
  problems: ContentProblem[];
}

/** Blog-list positions the header's featured panels read; each needs a featureImg. */
export const FEATURED_POSITIONS = [5, 6, 10, 11];

function describe(kind: string, slug: unknown, id: unknown, index: number): string {
  const key = typeof slug === 'string' && slug ? slug : `#${index}`;
  return `${kind}/${key}${typeof id === 'number' ? ` (id ${id})` : ''}`;
}

function schemaProblems(entry: string, error: z.ZodError): ContentProblem[] {
  return error.issues.map((issue) => ({
    level: 'error' as const,
    entry,
    field: issue.path.join('.') || '(entry)',
    message: issue.message,
  }));
}

function checkDate(entry: string, field: string, text: string): ContentProblem[] {
  const parsed = parseDisplayDate(text);
  if (!parsed) return [{ level: 'error', entry, field, message: `cannot read date "${text}" (use e.g. "Dec 4, 2023")` }];
  return parsed.warning ? [{ level: 'warning', entry, field, message: parsed.warning }] : [];
}

function duplicateProblems<T>(items: T[], keyOf: (item: T) => string, describeItem: (item: T) => string, field: string) {
  const seen = new Set<string>();
  const problems: ContentProblem[] = [];
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) problems.push({ level: 'error', entry: describeItem(item), field, message: `duplicate "${key}"` });
    seen.add(key);
  }
  return problems;
}

/** Which data file holds an entry (by position in its list), so problems can name it. */
export interface SourceFiles {
  post: (index: number) => string;
  caseStudy: (index: number) => string;
}

export function validateLibrary(rawPosts: BlogPostInput[], rawCaseStudies: CaseStudyInput[], sources?: SourceFiles): ValidatedLibrary {
  const problems: ContentProblem[] = [];
  const posts: BlogPost[] = [];
  const caseStudies: CaseStudy[] = [];

  rawPosts.forEach((raw, index) => {
    const entry = describe('insights', raw?.blogURL, raw?.id, index);
    const result = blogPostSchema.safeParse(raw);
    if (result.success) {
      problems.push(...checkDate(entry, 'blogDate', result.data.blogDate));
      posts.push(result.data);
    } else {
      problems.push(...schemaProblems(entry, result.error));
    }
  });

  rawCaseStudies.forEach((raw, index) => {
    const slug = raw?.caseUrl ?? (typeof raw?.caseLink === 'string' ? `${slugify(raw.caseLink)}/` : undefined);
    const entry = describe('case-studies', slug, raw?.id, index);
    const result = caseStudySchema.safeParse(raw);
    if (result.success) {
      problems.push(...checkDate(entry, 'caseDate', result.data.caseDate));
      caseStudies.push(result.data);
    } else {
      problems.push(...schemaProblems(entry, result.error));
    }
  });

  problems.push(
    ...duplicateProblems(posts, (post) => post.blogURL, (post) => describe('insights', post.blogURL, post.id, 0), 'blogURL'),
    ...duplicateProblems(
      caseStudies,
      caseStudySlug,
      (study) => describe('case-studies', caseStudySlug(study), study.id, 0),
      'caseUrl',
    ),
  );

  for (const position of FEATURED_POSITIONS) {
    const raw = rawPosts[position];
    if (!raw) {
      problems.push({ level: 'error', entry: `insights/position ${position}`, field: '(list)', message: 'the header features this position; the list is too short' });
    } else if (!raw.featureImg) {
      problems.push({ level: 'error', entry: describe('insights', raw.blogURL, raw.id, position), field: 'featureImg', message: `required at list position ${position}, which the header features` });
    }
  }

  if (sources) {
    for (const problem of problems) {
      const postIndex = rawPosts.findIndex((post) => problem.entry.startsWith(`insights/${post?.blogURL} `));
      const studyIndex = rawCaseStudies.findIndex((study) => problem.entry.includes(`(id ${study?.id})`) && problem.entry.startsWith('case-studies/'));
      if (postIndex >= 0) problem.file = sources.post(postIndex);
      else if (studyIndex >= 0) problem.file = sources.caseStudy(studyIndex);
    }
  }
  return { posts, caseStudies, problems };
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.level}: ${problem.file ? `${problem.file}: ` : ''}${problem.entry}: field "${problem.field}": ${problem.message}`;
}
