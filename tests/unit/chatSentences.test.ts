import { describe, expect, it } from 'vitest';
import { quote } from '@/lib/assistant/compose';
import { sentencesOf } from '@/lib/assistant/sentences';

describe("a passage's sentences", () => {
  it('splits prose at sentence ends, not at abbreviations or decimals inside a sentence', () => {
    expect(sentencesOf('We ship weekly. Uptime was 99.9% in 2024.\nTeams of 4-9 people.').map(({ quoted }) => quoted)).toEqual(['We ship weekly.', 'Uptime was 99.9% in 2024.', 'Teams of 4-9 people.']);
  });

  it('ends a sentence after a closing quote or bracket', () => {
    expect(sentencesOf('"Is it safe?" "Dishwasher ok?" On the product pages, we cached answers. (It paid off.) Costs fell.').map(({ quoted }) => quoted)).toEqual([
      '"Is it safe?"',
      '"Dishwasher ok?"',
      'On the product pages, we cached answers.',
      '(It paid off.)',
      'Costs fell.',
    ]);
  });

  it('reads a table row under its header, and quotes it as "label: values", never with its pipes', () => {
    const rows = sentencesOf('Measure | Share of women\nAll employees | 38%\nEngineering | 34%');
    expect(rows).toEqual([
      { read: '38% All employees Measure Share of women', quoted: 'All employees: 38%.', measures: 'Share of women' },
      { read: '34% Engineering Measure Share of women', quoted: 'Engineering: 34%.', measures: 'Share of women' },
    ]);
    expect(quote('Area | Tools\nMobile | React Native, Flutter\nData | PostgreSQL', 'do you do react native?').join(' ')).toBe('Mobile: React Native, Flutter. Data: PostgreSQL.');
  });

  it('reads a "who, what" label with the rest of its line, and quotes it alone', () => {
    const [label, rest] = sentencesOf('Aditya Rao, Head of AI Practice. Leads our work on LLM applications.\nLast updated: 1 November 2026. This policy explains what we collect.');
    expect(label).toEqual({ read: 'Aditya Rao, Head of AI Practice. Leads our work on LLM applications.', quoted: 'Aditya Rao, Head of AI Practice.' });
    expect(rest).toEqual({ read: 'Leads our work on LLM applications.', quoted: 'Leads our work on LLM applications.' });
    // A date is no label.
    expect(sentencesOf('Last updated: 1 November 2026. This policy explains what we collect.')[0].read).toBe('Last updated: 1 November 2026.');
  });

  it('quotes from the sentence giving the fact when there is one, and a table row alone', () => {
    const text = 'We hire all year. About 320 people work here. Most are engineers.';
    expect(quote(text, 'how many people work here?', 'About 320 people work here.')).toEqual(['About 320 people work here.', 'Most are engineers.']);
    expect(quote(text, 'what share are women?', 'Share of women, Engineering: 34%.')).toEqual(['Share of women, Engineering: 34%.']);
  });
});
