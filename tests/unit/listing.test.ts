import { describe, expect, it } from 'vitest';
import { facetCounts, filterCards, paginate, parseListingQuery, toQueryString, type IndexedCard } from '@/lib/insights/listing';

const card = (key: string, label: string, industry: string, tags: string[], title = key): IndexedCard => ({
  key,
  title,
  href: `/insights/${key}/`,
  image: '/images/x.svg',
  imageAlt: 'x',
  label,
  date: 'Jan 1, 2025',
  isoDate: '2025-01-01',
  summary: `${title} summary`,
  industry,
  tags,
});

const cards = [
  card('a', 'Cloud', 'Retail', ['AWS', 'FinOps'], 'Cutting cloud costs'),
  card('b', 'Cloud', 'Healthcare', ['Azure'], 'HIPAA on Azure'),
  card('c', 'React', 'Retail', ['Forms', 'Accessibility'], 'Accessible React forms'),
];

describe('listing query', () => {
  it('reads the URL query, falling back to page one on nonsense', () => {
    expect(parseListingQuery({ category: 'Cloud', page: '3', q: ['  costs ', 'x'] })).toEqual({ category: 'Cloud', industry: undefined, tag: undefined, q: 'costs', page: 3 });
    expect(parseListingQuery({ page: '-2' }).page).toBe(1);
    expect(parseListingQuery({ page: 'abc' }).page).toBe(1);
    expect(parseListingQuery({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults', () => {
    expect(toQueryString({ category: 'Cloud', page: 1 })).toEqual({ category: 'Cloud' });
    expect(toQueryString({ q: 'react', page: 2 })).toEqual({ q: 'react', page: '2' });
  });
});

describe('filters', () => {
  it('combines category, industry, tag and text, case-insensitively', () => {
    expect(filterCards(cards, { category: 'cloud', page: 1 }).map((c) => c.key)).toEqual(['a', 'b']);
    expect(filterCards(cards, { category: 'Cloud', industry: 'retail', page: 1 }).map((c) => c.key)).toEqual(['a']);
    expect(filterCards(cards, { tag: 'accessibility', page: 1 }).map((c) => c.key)).toEqual(['c']);
    expect(filterCards(cards, { q: 'react ACCESSIBLE', page: 1 }).map((c) => c.key)).toEqual(['c']);
    expect(filterCards(cards, { q: 'nothing-like-this', page: 1 })).toEqual([]);
  });

  it('counts each facet under the other active filters', () => {
    expect(facetCounts(cards, { industry: 'Retail', page: 1 }, 'category')).toEqual([
      { value: 'Cloud', count: 1 },
      { value: 'React', count: 1 },
    ]);
    expect(facetCounts(cards, { category: 'Cloud', page: 1 }, 'category')).toEqual([
      { value: 'Cloud', count: 2 },
      { value: 'React', count: 1 },
    ]);
  });
});

describe('paginate', () => {
  it('slices pages and clamps out-of-range pages', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(paginate(items, 1, 12)).toMatchObject({ page: 1, pageCount: 3, total: 25, items: items.slice(0, 12) });
    expect(paginate(items, 3, 12).items).toEqual([24]);
    expect(paginate(items, 99, 12).page).toBe(3);
    expect(paginate([], 1, 12)).toMatchObject({ page: 1, pageCount: 1, total: 0 });
  });
});
