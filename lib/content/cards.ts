import { parseDisplayDate, toIsoDate } from './dates';
import type { BlogPost, CaseStudy } from './schema';
import { caseStudyPath, insightPath, tagLabel } from './slugs';

/** What a listing card needs, and nothing more, so page data stays small. */
export interface CardData {
  key: string;
  title: string;
  href: string;
  image: string;
  imageAlt: string;
  label: string;
  date: string;
  isoDate: string;
  summary: string | null;
}

const isoOf = (text: string) => {
  const parsed = parseDisplayDate(text);
  return parsed ? toIsoDate(parsed.date) : '';
};

/** The date as visitors read it, normalised ("Febuary 12, 2024" shows as "Feb 12, 2024"). */
export const displayDate = (text: string) => {
  const parsed = parseDisplayDate(text);
  return parsed ? parsed.date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : text;
};

export function postCard(post: BlogPost): CardData {
  return {
    key: post.blogURL,
    title: post.blogTitle,
    href: insightPath(post.blogURL),
    image: post.blogGridImg,
    imageAlt: post.blogAlt,
    label: post.blogCategory,
    date: displayDate(post.blogDate),
    isoDate: isoOf(post.blogDate),
    summary: post.blogDesc ?? post.breadSubtitle,
  };
}

export function caseStudyCard(study: CaseStudy): CardData {
  return {
    key: caseStudyPath(study),
    title: study.caseTitle,
    href: caseStudyPath(study),
    image: study.caseThumbImg,
    imageAlt: `${study.caseLink}: case study cover`,
    label: tagLabel(study.caseTag),
    date: displayDate(study.caseDate),
    isoDate: isoOf(study.caseDate),
    summary: study.caseSubtitle ?? null,
  };
}
