import { describe, expect, it } from 'vitest';
import { parseDisplayDate, toIsoDate } from '@/lib/content/dates';

describe('parseDisplayDate', () => {
  it('reads short and long month names', () => {
    expect(toIsoDate(parseDisplayDate('Dec 4, 2023')!.date)).toBe('2023-12-04');
    expect(toIsoDate(parseDisplayDate('September 12, 2024')!.date)).toBe('2024-09-12');
    expect(toIsoDate(parseDisplayDate('Sept 1, 2025')!.date)).toBe('2025-09-01');
    expect(parseDisplayDate('Dec 4, 2023')!.warning).toBeUndefined();
  });

  it('tolerates a misspelled month and says so', () => {
    const parsed = parseDisplayDate('Febuary 12, 2024')!;
    expect(toIsoDate(parsed.date)).toBe('2024-02-12');
    expect(parsed.warning).toContain('Febuary');
  });

  it('refuses text it cannot read and impossible dates', () => {
    expect(parseDisplayDate('someday')).toBeUndefined();
    expect(parseDisplayDate('Blorp 3, 2024')).toBeUndefined();
    expect(parseDisplayDate('Feb 30, 2024')).toBeUndefined();
  });
});
