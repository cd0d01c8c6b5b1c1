import menus from '@/generated/menus.json';
import type { MenuContent } from '@/lib/navigation';

/**
 * Dropdown contents, resolved at build time by scripts/generate.ts. Every page renders them
 * into its HTML (the desktop panels and the mobile menu), so crawlers and visitors without
 * scripts reach every menu link.
 */
const contents = menus as MenuContent[];

export function menuContent(id: MenuContent['id']): MenuContent {
  return contents.find((menu) => menu.id === id)!;
}

export const allMenus = contents;
