import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { caseStudySlug, tagLabel } from '@/lib/content/slugs';
import type { BlogPost, CaseStudy } from '@/lib/content/schema';
import { articleImagePath, articleImageSvg, caseStudyImagePath } from '@/lib/og/articleImage';
import { HashCache } from './hashCache';
import { forEachLimited } from './parallel';

const PNG_OPTIONS = { compressionLevel: 9, palette: true } as const;

interface SocialCard {
  title: string;
  label: string;
  path: string;
}

/**
 * The social image of every article and case study (also the newsletter's picture of it): its SVG
 * card rendered to PNG, reused while the SVG is unchanged.
 */
export async function writeSocialImages(
  posts: Pick<BlogPost, 'blogTitle' | 'blogCategory' | 'blogURL'>[],
  studies: Pick<CaseStudy, 'caseTitle' | 'caseTag' | 'caseUrl' | 'caseLink'>[],
  outDir: string,
  cacheRoot: string,
) {
  const cards: SocialCard[] = [
    ...posts.map((post) => ({ title: post.blogTitle, label: post.blogCategory, path: articleImagePath(post.blogURL) })),
    ...studies.map((study) => ({ title: study.caseTitle, label: tagLabel(study.caseTag), path: caseStudyImagePath(caseStudySlug(study)) })),
  ];
  const cache = new HashCache(cacheRoot, 'article-images');
  for (const directory of new Set(cards.map((card) => dirname(join(outDir, card.path))))) mkdirSync(directory, { recursive: true });
  // sharp runs each conversion on its own thread pool; a few at a time keep both cores busy.
  await forEachLimited(cards, 4, async (card) => {
    const svg = articleImageSvg(card.title, card.label);
    const key = HashCache.key(svg, sharp.versions.sharp ?? '', JSON.stringify(PNG_OPTIONS));
    await cache.file(`${key}.png`, join(outDir, card.path), async (path) => {
      await sharp(Buffer.from(svg)).png(PNG_OPTIONS).toFile(path);
    });
  });
  cache.prune();
  return { images: cards.length, reused: cache.hits };
}
