import type { FeaturedItem, NavSection } from '@/data/navigation';
import type { BlogPostInput } from './content/schema';
import { insightPath } from './content/slugs';

/** A blog entry as a menu's featured item (spec §2: blogURL, blogTitle, breadSubtitle, featureImg). */
export function featuredFromPost(post: BlogPostInput): FeaturedItem {
  return {
    image: post.featureImg ?? post.blogGridImg,
    title: post.blogTitle,
    subTitle: post.breadSubtitle,
    link: insightPath(post.blogURL),
  };
}

export function featuredItemsFor(section: NavSection, blogList: BlogPostInput[]): FeaturedItem[] {
  const source = section.featured;
  if (source.kind === 'static') return source.items;
  return blogList.slice(source.start, source.end).map(featuredFromPost);
}
