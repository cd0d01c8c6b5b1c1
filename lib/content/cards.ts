import { parseDisplayDate, toIsoDate } from './dates';
import type { BlogPost, CaseStudy } from './schema';
import { caseStudyPath, insightPath, tagLabel } from './slugs';
import { pictureFor, type Picture } from '../images/pictures';

/** What a listing card needs, and nothing more, so page data stays small. */
export interface CardData {
  key: string;
  title: string;
  href: string;
  image: string;
  imageAlt: string;
  /** Present when the image is a photo: its responsive sizes. */
  picture?: Picture;
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

/** The card's photo sizes, left out for an SVG so listings' data stays small. */
const cardPicture = (image: string) => {
  const picture = pictureFor(image, 'card');
  return picture ? { picture } : {};
};

export function postCard(post: BlogPost): CardData {
  return {
    ...cardPicture(post.blogGridImg),
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
    ...cardPicture(study.caseThumbImg),
    key: caseStudyPath(study),
    title: study.caseTitle,
    href: caseStudyPath(study),
    image: study.caseThumbImg,
    imageAlt: study.caseImgAlt ?? `${study.caseLink}: case study cover`,
    label: tagLabel(study.caseTag),
    date: displayDate(study.caseDate),
    isoDate: isoOf(study.caseDate),
    summary: study.caseSubtitle ?? null,
  };
}
