import { contactLink, footerLinks, linksFor, navSections, type FeaturedItem, type NavLink, type NavSection } from '@/data/navigation';
import type { BlogPostInput } from './content/schema';
import { insightPath } from './content/slugs';
import { pictureFor, type Picture } from './images/pictures';

/** A blog entry as a menu's featured item (blogURL, blogTitle, breadSubtitle, featureImg). */
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

/** The always-visible part of the navigation: top items, Contact and the footer links. */
export interface NavBar {
  top: { id: NavSection['id']; label: string }[];
  contact: NavLink;
  footer: NavLink[];
}

/** A dropdown's contents, resolved for both menus. */
export interface MenuContent {
  id: NavSection['id'];
  label: string;
  desktopLinks: NavLink[];
  mobileLinks: NavLink[];
  events: NavLink[];
  featuredTitle: NavSection['featuredTitle'];
  /** With a photo's responsive sizes when the item's image is one. */
  featured: (FeaturedItem & { picture?: Picture })[];
}

export function navBar(): NavBar {
  return {
    top: navSections.map(({ id, label }) => ({ id, label })),
    contact: contactLink,
    footer: footerLinks,
  };
}

export function menuContents(blogList: BlogPostInput[]): MenuContent[] {
  return navSections.map((section) => ({
    id: section.id,
    label: section.label,
    desktopLinks: linksFor(section, 'desktop'),
    mobileLinks: linksFor(section, 'mobile'),
    events: section.events ?? [],
    featuredTitle: section.featuredTitle,
    featured: featuredItemsFor(section, blogList).map((item) => {
      const picture = pictureFor(item.image, 'featured');
      return picture ? { ...item, picture } : item;
    }),
  }));
}
