import { fullAddress, site } from '@/data/site';

/**
 * Content names the company through tokens ({name}, {email}, ...), as the spec does, so a
 * rebrand in data/site.ts reaches every page, article and answer without editing content.
 */
const TOKENS: Record<string, string> = {
  '{name}': site.name,
  '{legalName}': site.legalName,
  '{slug}': site.slug,
  '{email}': site.email,
  '{phone}': site.phone,
  '{assistant}': site.assistant.name,
  '{address}': fullAddress,
};

const TOKEN_PATTERN = new RegExp(Object.keys(TOKENS).map((token) => token.replace(/[{}]/g, '\\$&')).join('|'), 'g');

export function applyBrand(text: string): string {
  return text.replace(TOKEN_PATTERN, (token) => TOKENS[token]);
}

/** applyBrand over every string in a plain data structure (a new copy; the input is untouched). */
export function applyBrandDeep<T>(value: T): T {
  if (typeof value === 'string') return applyBrand(value) as T;
  if (Array.isArray(value)) return value.map(applyBrandDeep) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, applyBrandDeep(entry)])) as T;
  }
  return value;
}

const resolved = new WeakMap<object, unknown>();

/**
 * A data entry (or list) with its tokens resolved, computed on first use and shared after:
 * lib/content hands content out through this, so nothing downstream resolves tokens again.
 */
export function branded<T extends object>(raw: T): T {
  if (!resolved.has(raw)) resolved.set(raw, applyBrandDeep(raw));
  return resolved.get(raw) as T;
}
