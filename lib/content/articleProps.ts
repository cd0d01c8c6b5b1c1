import { parseMarkdown, countWords } from '../markdown/parse';
import { serializable } from './serializable';
import type { RichBlock } from '../markdown/types';
import { readBody } from './bodies';
import { displayDate, postCard, type CardData } from './cards';
import { parseDisplayDate, toIsoDate } from './dates';
import { getAllPosts, getPostBySlug } from './library';
import { relatedPosts } from './related';
import type { BlogPost } from './schema';
import { insightPath } from './slugs';
import { pictureFor, type Picture } from '../images/pictures';

const WORDS_PER_MINUTE = 220;

const linkTo = (post: BlogPost | undefined) => (post ? { title: post.blogTitle, href: insightPath(post.blogURL) } : null);

export interface ArticleProps {
  post: BlogPost;
  /** The date as shown, normalised. */
  date: string;
  isoDate: string;
  blocks: RichBlock[];
  /** The header image's responsive sizes when it is a photo; null for an SVG. */
  headerPicture: Picture | null;
  readingMinutes: number;
  related: CardData[];
  /** The next older and next newer article. */
  previous: { title: string; href: string } | null;
  next: { title: string; href: string } | null;
}

export function articleProps(slug: string): ArticleProps {
  const post = getPostBySlug(slug);
  const body = readBody('insights', post.blogURL);
  const parsed = parseDisplayDate(post.blogDate);
  const newestFirst = getAllPosts();
  const position = newestFirst.findIndex((entry) => entry.blogURL === post.blogURL);
  return {
    post: serializable(post),
    date: displayDate(post.blogDate),
    isoDate: parsed ? toIsoDate(parsed.date) : '',
    blocks: parseMarkdown(body),
    headerPicture: pictureFor(post.blogImg, 'header'),
    readingMinutes: Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE)),
    related: relatedPosts(post, newestFirst).map(postCard),
    previous: linkTo(newestFirst[position + 1]),
    next: linkTo(newestFirst[position - 1]),
  };
}
