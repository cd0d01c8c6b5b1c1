import { parseMarkdown, countWords } from '../markdown/parse';
import type { RichBlock } from '../markdown/types';
import { readBody } from './bodies';
import { applyBrand, applyBrandDeep } from './brand';
import { displayDate, postCard, type CardData } from './cards';
import { parseDisplayDate, toIsoDate } from './dates';
import { getAllPosts, getPostBySlug } from './library';
import { relatedPosts } from './related';
import type { BlogPost } from './schema';

const WORDS_PER_MINUTE = 220;

export interface ArticleProps {
  post: BlogPost;
  /** The date as shown, normalised. */
  date: string;
  isoDate: string;
  blocks: RichBlock[];
  readingMinutes: number;
  related: CardData[];
}

export function articleProps(slug: string): ArticleProps {
  const post = applyBrandDeep(getPostBySlug(slug));
  const body = applyBrand(readBody('insights', post.blogURL));
  const parsed = parseDisplayDate(post.blogDate);
  return {
    // Drops undefined optionals, which getStaticProps cannot serialise.
    post: JSON.parse(JSON.stringify(post)) as BlogPost,
    date: displayDate(post.blogDate),
    isoDate: parsed ? toIsoDate(parsed.date) : '',
    blocks: parseMarkdown(body),
    readingMinutes: Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE)),
    related: relatedPosts(post, getAllPosts()).map(postCard),
  };
}
