import { readBody } from '../content/bodies';
import { getAllCaseStudies, getAllPosts } from '../content/library';
import { getContentPages, getFaqEntries } from '../content/siteContent';
import { caseStudyPath, caseStudySlug, insightPath, tagLabel } from '../content/slugs';
import { plainTextOf } from '../markdown/parse';
import type { SearchDocument } from './options';

/** Enough of a body to find it by its subject without shipping whole articles to the browser. */
const excerpt = (markdown: string, words = 50) => plainTextOf(markdown).split(/\s+/).slice(0, words).join(' ');

/** Everything the site search covers: articles, case studies, company pages and the FAQ. */
export function searchDocuments(): SearchDocument[] {
  const articles = getAllPosts().map((post) => ({
    id: insightPath(post.blogURL),
    kind: 'Article' as const,
    title: post.blogTitle,
    summary: post.blogDesc ?? post.breadSubtitle,
    tags: [post.blogCategory, post.blogIndustry, post.blogCapability, ...(post.blogTags ?? [])].join(' '),
    text: excerpt(readBody('insights', post.blogURL)),
  }));
  const caseStudies = getAllCaseStudies().map((study) => ({
    id: caseStudyPath(study),
    kind: 'Case study' as const,
    title: study.caseTitle,
    summary: study.caseSubtitle ?? study.caseLink,
    tags: tagLabel(study.caseTag),
    text: excerpt(readBody('case-studies', caseStudySlug(study))),
  }));
  const pages = getContentPages().map((page) => ({
    id: page.path,
    kind: 'Page' as const,
    title: page.heading,
    summary: page.description,
    tags: [page.eyebrow, ...(page.topics ?? [])].join(' '),
    text: excerpt(page.sections.map((section) => `${section.heading}\n\n${section.markdown}`).join('\n\n'), 80),
  }));
  const faq = {
    id: '/faq/',
    kind: 'Page' as const,
    title: 'Frequently asked questions',
    summary: 'Answers about working with us, pricing, security, technology, careers and this website.',
    tags: 'FAQ help questions',
    text: getFaqEntries().map((entry) => entry.question).join(' '),
  };
  return [...articles, ...caseStudies, ...pages, faq];
}
