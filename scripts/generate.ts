/**
 * Writes generated/ — small build-time data the browser needs without shipping whole content
 * arrays: the header's featured items (4 blog entries out of the full list).
 * Runs before `next dev`, `next build` and the type check.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { navSections } from '@/data/navigation';
import { posts } from '@/data/insights/posts';
import { featuredItemsFor } from '@/lib/navigation';

const outDir = join(process.cwd(), 'generated');
mkdirSync(outDir, { recursive: true });

const featured = Object.fromEntries(navSections.map((section) => [section.id, featuredItemsFor(section, posts)]));
writeFileSync(join(outDir, 'nav-featured.json'), JSON.stringify(featured, null, 2) + '\n');
console.log(`generated/nav-featured.json: ${Object.keys(featured).length} menus`);
