import { articleImagePath, caseStudyImagePath } from '@/lib/og/articleImage';
import { caseStudyCard, postCard } from './cards';
import { getAllCaseStudies, getAllPosts } from './library';
import { caseStudySlug } from './slugs';

/** An article or case study as the newsletter lists it: everything a mail needs, nothing more. */
export interface PublishedEntry {
  kind: 'article' | 'case-study';
  /** The page's path on the site, e.g. "/insights/some-article/": unique, and the entry's key. */
  href: string;
  title: string;
  summary: string | null;
  /** The publication date, YYYY-MM-DD. */
  isoDate: string;
  /** As visitors read it, e.g. "Nov 3, 2026". */
  date: string;
  /** The category an article is filed under, or a case study's practice. */
  label: string;
  /** A raster image (the page's social PNG), as a site path. */
  image: string;
  imageAlt: string;
}

/**
 * Articles and case studies dated within [from, until], newest first (articles before case
 * studies on the same day). Dates are calendar days, so `from` counts from the start of its day.
 */
export function publishedBetween(from: Date, until: Date): PublishedEntry[] {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const articles = getAllPosts().map((post): PublishedEntry => {
    const card = postCard(post);
    return { ...pick(card), kind: 'article', image: articleImagePath(post.blogURL), imageAlt: `${post.blogCategory}: ${post.blogTitle}` };
  });
  const studies = getAllCaseStudies().map((study): PublishedEntry => {
    const card = caseStudyCard(study);
    return { ...pick(card), kind: 'case-study', image: caseStudyImagePath(caseStudySlug(study)), imageAlt: `Case study: ${study.caseTitle}` };
  });
  return [...articles, ...studies]
    .filter((entry) => {
      const time = Date.parse(entry.isoDate);
      return time >= start && time <= until.getTime();
    })
    .sort((a, b) => b.isoDate.localeCompare(a.isoDate) || (a.kind === b.kind ? 0 : a.kind === 'article' ? -1 : 1));
}

const pick = ({ href, title, summary, isoDate, date, label }: ReturnType<typeof postCard>) => ({ href, title, summary, isoDate, date, label });
