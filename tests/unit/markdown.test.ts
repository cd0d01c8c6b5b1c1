import { describe, expect, it } from 'vitest';
import { countWords, parseMarkdown } from '@/lib/markdown/parse';
import { safeHref } from '@/lib/markdown/safeHref';

describe('parseMarkdown', () => {
  it('turns headings, lists and code into the rich-text tree', () => {
    const blocks = parseMarkdown('## Why it matters\n\n- one\n- **two**\n\n```ts\nconst a = 1;\n```\n');
    expect(blocks[0]).toMatchObject({ type: 'heading', depth: 2, id: 'why-it-matters' });
    expect(blocks[1]).toMatchObject({ type: 'list', ordered: false });
    expect(blocks[2]).toEqual({ type: 'code', lang: 'ts', value: 'const a = 1;' });
  });

  it('keeps raw HTML as plain text, never as markup', () => {
    const blocks = parseMarkdown('<script>alert(1)</script>\n\nHello <b>there</b>');
    expect(JSON.stringify(blocks)).not.toContain('"type":"html"');
    expect(blocks[0]).toEqual({ type: 'paragraph', children: [{ type: 'text', value: '<script>alert(1)</script>' }] });
  });

  it('drops unsafe links but keeps their text', () => {
    const [paragraph] = parseMarkdown('[bad](javascript:alert(1)) and [good](/contact/)');
    expect(paragraph).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', value: 'bad' },
        { type: 'text', value: ' and ' },
        { type: 'link', href: '/contact/', children: [{ type: 'text', value: 'good' }] },
      ],
    });
  });

  it('gives repeated headings distinct ids', () => {
    const ids = parseMarkdown('## Outcomes\n\n## Outcomes\n').map((block) => (block.type === 'heading' ? block.id : ''));
    expect(ids).toEqual(['outcomes', 'outcomes-2']);
  });

  it('counts words of prose, not of code', () => {
    expect(countWords('Three little words\n\n```\nignored code here\n```\n')).toBe(3);
  });
});

describe('safeHref', () => {
  it('allows http(s), mailto, tel, site paths and anchors only', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(safeHref('tel:+912048601120')).toBe('tel:+912048601120');
    expect(safeHref('/insights/')).toBe('/insights/');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref('//evil.example/')).toBeUndefined();
    expect(safeHref('/\\evil.example/')).toBeUndefined();
    expect(safeHref('/a\u0000b/')).toBeUndefined();
  });
});
