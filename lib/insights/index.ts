import { postCard } from '../content/cards';
import { getAllPosts } from '../content/library';
import type { IndexedCard } from './listing';

/** Every article's card with its filter fields, newest first, for the insights listing. */
export function insightsIndex(): IndexedCard[] {
  return getAllPosts().map((post) => ({
    ...postCard(post),
    industry: post.blogIndustry,
    tags: post.blogTags ?? [],
  }));
}
