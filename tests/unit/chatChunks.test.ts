import { describe, expect, it } from 'vitest';
import { sectionChunks, siteChunks } from '@/lib/assistant/chunks';
import { allSitePaths } from '@/lib/content/routes';
import { parseMarkdown } from '@/lib/markdown/parse';

describe('site chunks for the assistant', () => {
  const chunks = siteChunks();

  it('cover every kind of content, each passage with a unique link to a page that exists', () => {
    const paths = new Set(allSitePaths());
    expect(new Set(chunks.map((chunk) => chunk.kind))).toEqual(new Set(['article', 'case-study', 'page', 'faq', 'job', 'press']));
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(chunks.length);
    expect(chunks.filter((chunk) => !paths.has(chunk.url.split('#')[0]))).toEqual([]);
  });

  it('keep passages quotable: text present, at most 400 words, brand tokens resolved', () => {
    for (const chunk of chunks) {
      const count = chunk.text.split(/\s+/).filter(Boolean).length;
      expect(count, chunk.id).toBeGreaterThan(0);
      expect(count, chunk.id).toBeLessThanOrEqual(400);
      expect(`${chunk.heading} ${chunk.text}`, chunk.id).not.toMatch(/\{(name|email|slug)\}/);
    }
  });

  it('split a body at its h2/h3 headings and fold short sections into the previous one', () => {
    const intro = 'Intro words '.repeat(30);
    const long = 'Detail words here '.repeat(20);
    const result = sectionChunks(parseMarkdown(`${intro}\n\n## First part\n\n${long}\n\n### Tiny\n\nJust a few words.\n\n## Second part\n\n${long}`), {
      path: '/insights/x/',
      kind: 'article',
      pageTitle: 'X',
      tags: '',
    });
    expect(result.map((chunk) => chunk.url)).toEqual(['/insights/x/', '/insights/x/#first-part', '/insights/x/#second-part']);
    expect(result[1].text).toContain('Tiny: Just a few words.');
  });
});
