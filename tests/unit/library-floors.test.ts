import { describe, expect, it } from 'vitest';
import { readBody } from '@/lib/content/bodies';
import { getAllCaseStudies, getAllPosts } from '@/lib/content/library';
import { caseStudySlug } from '@/lib/content/slugs';
import { countWords } from '@/lib/markdown/parse';

describe('the content library', () => {
  it('holds at least 130 articles, each body at least 400 words', () => {
    const posts = getAllPosts();
    expect(posts.length).toBeGreaterThanOrEqual(130);
    const short = posts.map((post) => ({ slug: post.blogURL, words: countWords(readBody('insights', post.blogURL)) })).filter(({ words }) => words < 400);
    expect(short).toEqual([]);
  });

  it('holds 45 case studies from September 2023 to October 2025, each body at least 250 words', () => {
    const studies = getAllCaseStudies();
    expect(studies.length).toBeGreaterThanOrEqual(45);
    const short = studies.map((study) => ({ slug: caseStudySlug(study), words: countWords(readBody('case-studies', caseStudySlug(study))) })).filter(({ words }) => words < 250);
    expect(short).toEqual([]);
  });

  it('never repeats a paragraph across bodies', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    const bodies = [
      ...getAllPosts().map((post) => [post.blogURL, readBody('insights', post.blogURL)]),
      ...getAllCaseStudies().map((study) => [caseStudySlug(study), readBody('case-studies', caseStudySlug(study))]),
    ];
    for (const [slug, body] of bodies) {
      for (const paragraph of body.split(/\n\s*\n/).map((text) => text.trim())) {
        if (paragraph.length < 120 || paragraph.startsWith('#') || paragraph.startsWith('```')) continue;
        if (seen.has(paragraph) && seen.get(paragraph) !== slug) repeats.push(`${slug} repeats a paragraph of ${seen.get(paragraph)}`);
        seen.set(paragraph, slug);
      }
    }
    expect(repeats).toEqual([]);
  });
});
