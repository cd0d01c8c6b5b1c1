/**
 * Writes generated/: the navigation of data/navigation.ts resolved for the browser, split so
 * every page ships only the bar (nav-bar.json) and the dropdown contents, with their featured
 * blog entries, load with the menus on first use (menus.json).
 * Runs before `next dev`, `next build` and the type check.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { posts } from '@/data/insights/posts';
import { menuContents, navBar } from '@/lib/navigation';

const outDir = join(process.cwd(), 'generated');
mkdirSync(outDir, { recursive: true });

const write = (name: string, data: unknown) => writeFileSync(join(outDir, name), JSON.stringify(data, null, 2) + '\n');
write('nav-bar.json', navBar());
write('menus.json', menuContents(posts));
console.log('generated/: nav-bar.json, menus.json');
