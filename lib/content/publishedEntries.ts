import { articleImagePath, caseStudyImagePath } from '@/lib/og/articleImage';
import { caseStudyCard, postCard, type CardData } from './cards';
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
  /** A raster image, as a site path: the entry's photo (its card JPEG) or its social PNG. */
  image: string;
  /** The image's shape, for the mail's width and height attributes. */
  imageWidth: number;
  imageHeight: number;
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
    return { ...pick(card), kind: 'article', ...image(card, articleImagePath(post.blogURL)), imageAlt: card.picture ? card.imageAlt : `${post.blogCategory}: ${post.blogTitle}` };
  });
  const studies = getAllCaseStudies().map((study): PublishedEntry => {
    const card = caseStudyCard(study);
    return { ...pick(card), kind: 'case-study', ...image(card, caseStudyImagePath(caseStudySlug(study))), imageAlt: card.picture ? card.imageAlt : `Case study: ${study.caseTitle}` };
  });
  return [...articles, ...studies]
    .filter((entry) => {
      const time = Date.parse(entry.isoDate);
      return time >= start && time <= until.getTime();
    })
    .sort((a, b) => b.isoDate.localeCompare(a.isoDate) || (a.kind === b.kind ? 0 : a.kind === 'article' ? -1 : 1));
}

/** A photo's JPEG when the card has one (mail clients show no AVIF or SVG), else the 1200×630 social PNG. */
const image = (card: CardData, socialPng: string) =>
  card.picture ? { image: card.picture.src, imageWidth: card.picture.width, imageHeight: card.picture.height } : { image: socialPng, imageWidth: 1200, imageHeight: 630 };

const pick = ({ href, title, summary, isoDate, date, label }: ReturnType<typeof postCard>) => ({ href, title, summary, isoDate, date, label });
