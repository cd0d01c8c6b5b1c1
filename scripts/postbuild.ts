/**
 * After `next build`: writes sitemap.xml and robots.txt from the exported pages, the Atom feed
 * of insights, a social image per article, the third-party sources the page policy must allow
 * (from the same public settings the build used), then a brotli and a gzip copy of every text file,
 * which the server sends to browsers that accept them.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { site } from '@/data/site';
import { getAllPosts } from '@/lib/content/library';
import { FEED_PATH, insightsAtomFeed } from '@/lib/feeds/atom';
import { articleImagePath, articleImageSvg } from '@/lib/og/articleImage';
import { publicEnv } from '@/lib/publicEnv';
import { THIRD_PARTY_SOURCES_FILE, thirdPartySources } from '@/lib/security/thirdPartySources';

const OUT = join(process.cwd(), 'out');
const TEXT = /\.(?:html|js|css|svg|xml|txt|json|map)$/;

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

function precompress() {
  let count = 0;
  for (const file of files(OUT)) {
    if (!TEXT.test(file)) continue;
    const data = readFileSync(file);
    if (statSync(file).size < 512) continue;
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count++;
  }
  return count;
}

async function writeArticleImages() {
  const posts = getAllPosts();
  mkdirSync(join(OUT, 'og', 'insights'), { recursive: true });
  await Promise.all(
    posts.map((post) =>
      sharp(Buffer.from(articleImageSvg(post.blogTitle, post.blogCategory)))
        .png({ compressionLevel: 9, palette: true })
        .toFile(join(OUT, articleImagePath(post.blogURL))),
    ),
  );
  return posts.length;
}

async function main() {
  // The services this build's settings switch on, for the server's Content-Security-Policy.
  writeFileSync(join(OUT, THIRD_PARTY_SOURCES_FILE), JSON.stringify(thirdPartySources(publicEnv(process.env)), null, 2) + '\n');
  const pages = writeSitemap();
  writeFileSync(join(OUT, FEED_PATH), insightsAtomFeed(getAllPosts()));
  const images = await writeArticleImages();
  console.log(`postbuild: sitemap.xml (${pages} pages), robots.txt, ${FEED_PATH}, ${images} article images, ${precompress()} files precompressed`);
}

void main();
