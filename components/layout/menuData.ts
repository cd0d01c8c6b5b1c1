import menus from '@/generated/menus.json';
import type { MenuContent } from '@/lib/navigation';

/**
 * Dropdown contents, resolved at build time by scripts/generate.ts. Only the lazily loaded
 * menu components import this, so pages do not ship it in their first-load JavaScript.
 */
const contents = menus as MenuContent[];

export function menuContent(id: MenuContent['id']): MenuContent {
  return contents.find((menu) => menu.id === id)!;
}

export const allMenus = contents;
