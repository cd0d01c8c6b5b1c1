// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqList, type FaqGroup } from '@/components/faq/FaqList';

afterEach(cleanup);

const answer = (text: string) => [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value: text }] }];

const GROUPS: FaqGroup[] = [
  { category: 'Pricing', id: 'pricing', entries: [{ id: 'fixed-price', question: 'Do you work for a fixed price?', answer: answer('Yes, for well-defined scopes.') }] },
  { category: 'Careers', id: 'careers', entries: [{ id: 'remote', question: 'Can I work remotely?', answer: answer('Some roles are remote.') }] },
];

describe('FaqList (native disclosure widgets, kept instead of react-bootstrap Accordion: no script, ~6 kB less, answers stay searchable)', () => {
  it('labels each group by its heading', () => {
    render(<FaqList groups={GROUPS} />);
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(within(pricing).getByText('Do you work for a fixed price?')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Careers' })).toBeTruthy();
  });

  it('renders each question as the summary of a closed details element with a linkable id', () => {
    const { container } = render(<FaqList groups={GROUPS} />);
    const entries = [...container.querySelectorAll('details')];
    expect(entries.map((entry) => [entry.id, entry.open, entry.querySelector(':scope > summary')?.textContent])).toEqual([
      ['fixed-price', false, 'Do you work for a fixed price?'],
      ['remote', false, 'Can I work remotely?'],
    ]);
    expect(entries[0].textContent).toContain('Yes, for well-defined scopes.');
  });
});
