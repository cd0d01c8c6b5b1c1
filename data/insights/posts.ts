import type { BlogPostInput } from '@/lib/content/schema';
import { blogList } from './blogList';
import { moreBlogList } from './moreBlogList';

/**
 * The shared blog list: the first list (whose positions the menus feature) followed by the
 * second. Each article's body is data/insights/<blogURL without its slash>.md.
 */
export const posts: BlogPostInput[] = [...blogList, ...moreBlogList];
