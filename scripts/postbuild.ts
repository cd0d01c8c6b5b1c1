/**
 * After `next build`: writes sitemap.xml and robots.txt from the exported pages, the Atom feed
 * of insights, a social image per article, the third-party sources the page policy must allow
 * (from the same public settings the build used), moves Next's scripts behind the first paint
 * (postbuild/scriptsAfterPaint.ts), then a brotli and a gzip copy of every text file,
 * which the server sends to browsers that accept them. Images and compressed copies are cached by
 * a hash of their input in .cache/postbuild, so a rebuild redoes only what changed.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { site } from '@/data/site';
import { getAllCaseStudies, getAllPosts } from '@/lib/content/library';
import { FEED_PATH, insightsAtomFeed } from '@/lib/feeds/atom';
import { publicEnv } from '@/lib/publicEnv';
import { THIRD_PARTY_SOURCES_FILE, thirdPartySources } from '@/lib/security/thirdPartySources';
import { writeSocialImages } from './postbuild/socialImages';
import { precompress } from './postbuild/precompress';
import { moveScriptsAfterPaint } from './postbuild/scriptsAfterPaint';

const OUT = join(process.cwd(), 'out');
const CACHE = join(process.cwd(), '.cache', 'postbuild');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** Page URLs of the export: every index.html except the 404 page. */
export function pagePaths(outDir: string): string[] {
  return files(outDir)
    .filter((file) => file.endsWith(`${sep}index.html`) || file === join(outDir, 'index.html'))
    .map((file) => `/${relative(outDir, file).split(sep).slice(0, -1).join('/')}`)
    .map((path) => (path === '/' ? path : `${path}/`))
    .filter((path) => !path.startsWith('/404'))
    .sort();
}

function writeSitemap(): number {
  const paths = pagePaths(OUT);
  const urls = paths
    .map((path) => `  <url><loc>${new URL(path, site.url).href}</loc></url>`)
    .join('\n');
  writeFileSync(join(OUT, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  writeFileSync(join(OUT, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`);
  return paths.length;
}

async function main() {
  // The services this build's settings switch on, for the server's Content-Security-Policy.
  writeFileSync(join(OUT, THIRD_PARTY_SOURCES_FILE), JSON.stringify(thirdPartySources(publicEnv(process.env)), null, 2) + '\n');
  const pages = writeSitemap();
  writeFileSync(join(OUT, FEED_PATH), insightsAtomFeed(getAllPosts()));
  const images = await writeSocialImages(getAllPosts(), getAllCaseStudies(), OUT, CACHE);
  const written = files(OUT);
  const deferred = moveScriptsAfterPaint(written.filter((file) => file.endsWith('.html')));
  const compressed = await precompress(written, CACHE);
  console.log(
    `postbuild: sitemap.xml (${pages} pages), robots.txt, ${FEED_PATH}, ${images.images} social images (${images.reused} unchanged), ` +
      `framework scripts after first paint on ${deferred} pages, ${compressed.files} files precompressed (${compressed.reused} unchanged)`,
  );
}

void main();
