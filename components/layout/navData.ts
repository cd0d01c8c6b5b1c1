import bar from '@/generated/nav-bar.json';
import type { NavBar } from '@/lib/navigation';

/** The navigation bar, resolved at build time by scripts/generate.ts from data/navigation.ts. */
export const navBar = bar as NavBar;
