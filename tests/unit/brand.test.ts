import { describe, expect, it } from 'vitest';
import { site } from '@/data/site';
import { applyBrand, applyBrandDeep } from '@/lib/content/brand';

describe('brand tokens', () => {
  it('replaces the company tokens from the site config and leaves other braces alone', () => {
    expect(applyBrand('{name} <{email}> at /{slug}-at-rsac-2024/ {unknown}')).toBe(
      `${site.name} <${site.email}> at /${site.slug}-at-rsac-2024/ {unknown}`,
    );
  });

  it('applies to every string of a structure', () => {
    expect(applyBrandDeep({ a: ['{name}'], b: { c: '{assistant}' }, n: 3 })).toEqual({ a: [site.name], b: { c: site.assistant.name }, n: 3 });
  });
});
