import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BlogPost } from '@/lib/content/schema';
import { articleImagePath, articleImageSvg } from '@/lib/og/articleImage';
import { HashCache } from './hashCache';
import { forEachLimited } from './parallel';

const PNG_OPTIONS = { compressionLevel: 9, palette: true } as const;

/** The social image of every article: its SVG card rendered to PNG, reused while the SVG is unchanged. */
export async function writeArticleImages(posts: Pick<BlogPost, 'blogTitle' | 'blogCategory' | 'blogURL'>[], outDir: string, cacheRoot: string) {
  const cache = new HashCache(cacheRoot, 'article-images');
  mkdirSync(join(outDir, 'og', 'insights'), { recursive: true });
  // sharp runs each conversion on its own thread pool; a few at a time keep both cores busy.
  await forEachLimited(posts, 4, async (post) => {
    const svg = articleImageSvg(post.blogTitle, post.blogCategory);
    const key = HashCache.key(svg, sharp.versions.sharp ?? '', JSON.stringify(PNG_OPTIONS));
    await cache.file(`${key}.png`, join(outDir, articleImagePath(post.blogURL)), async (path) => {
      await sharp(Buffer.from(svg)).png(PNG_OPTIONS).toFile(path);
    });
  });
  cache.prune();
  return { images: posts.length, reused: cache.hits };
}
