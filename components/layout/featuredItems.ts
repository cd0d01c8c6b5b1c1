import type { FeaturedItem, NavSection } from '@/data/navigation';
import featured from '@/generated/nav-featured.json';

const bySection = featured as Record<NavSection['id'], FeaturedItem[]>;

/** The featured items of a menu, resolved at build time by scripts/generate.ts. */
export function featuredItems(id: NavSection['id']): FeaturedItem[] {
  return bySection[id] ?? [];
}
