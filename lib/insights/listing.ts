import type { CardData } from '../content/cards';

/** A card in the insights index: what a listing shows plus what it filters on. */
export interface IndexedCard extends CardData {
  industry: string;
  tags: string[];
}

export interface ListingQuery {
  category?: string;
  industry?: string;
  tag?: string;
  q?: string;
  page: number;
}

export const PAGE_SIZE = 12;
export const FILTER_KEYS = ['category', 'industry', 'tag', 'q'] as const;

const norm = (value: string) => value.trim().toLowerCase();
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** Reads the listing's state from the URL query; anything malformed falls back to defaults. */
export function parseListingQuery(query: Record<string, string | string[] | undefined>): ListingQuery {
  const page = Number(first(query.page));
  return {
    category: first(query.category),
    industry: first(query.industry),
    tag: first(query.tag),
    q: first(query.q)?.slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL query for a listing state, without defaults, so URLs stay short and shareable. */
export function toQueryString(state: ListingQuery): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) if (state[key]) query[key] = state[key]!;
  if (state.page > 1) query.page = String(state.page);
  return query;
}

export const isFiltered = (state: ListingQuery) => FILTER_KEYS.some((key) => Boolean(state[key]));

function matchesText(card: IndexedCard, q: string): boolean {
  const haystack = norm([card.title, card.summary ?? '', card.label, card.industry, ...card.tags].join(' '));
  return q
    .split(/\s+/)
    .map(norm)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

type Facet = 'category' | 'industry';
const facetValue = (card: IndexedCard, facet: Facet) => (facet === 'category' ? card.label : card.industry);

function matches(card: IndexedCard, state: ListingQuery, ignore?: Facet): boolean {
  if (ignore !== 'category' && state.category && norm(card.label) !== norm(state.category)) return false;
  if (ignore !== 'industry' && state.industry && norm(card.industry) !== norm(state.industry)) return false;
  if (state.tag && !card.tags.some((tag) => norm(tag) === norm(state.tag!))) return false;
  return !state.q || matchesText(card, state.q);
}

export function filterCards(cards: IndexedCard[], state: ListingQuery): IndexedCard[] {
  return cards.filter((card) => matches(card, state));
}

export interface FacetCount {
  value: string;
  count: number;
}

/** Counts per value of a facet, under every other active filter, most common first. */
export function facetCounts(cards: IndexedCard[], state: ListingQuery, facet: Facet): FacetCount[] {
  const counts = new Map<string, number>();
  for (const card of cards) {
    if (!matches(card, state, facet)) continue;
    const value = facetValue(card, facet);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

export function paginate<T>(items: T[], page: number, size = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount, total: items.length };
}
