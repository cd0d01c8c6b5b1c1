/**
 * After `next build`: writes sitemap.xml and robots.txt from the exported pages, then a brotli
 * and a gzip copy of every text file, which the server sends to browsers that accept them.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { site } from '@/data/site';

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

function writeSitemap() {
  const urls = pagePaths(OUT)
    .map((path) => `  <url><loc>${new URL(path, site.url).href}</loc></url>`)
    .join('\n');
  writeFileSync(join(OUT, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  writeFileSync(join(OUT, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`);
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

writeSitemap();
console.log(`postbuild: sitemap.xml (${pagePaths(OUT).length} pages), robots.txt, ${precompress()} files precompressed`);
