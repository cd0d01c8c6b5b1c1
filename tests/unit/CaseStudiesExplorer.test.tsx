// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaseStudiesExplorer, type TaggedCard } from '@/components/case-studies/CaseStudiesExplorer';

const router = vi.hoisted(() => ({ isReady: true, query: {} as Record<string, string> }));
vi.mock('next/router', () => ({ useRouter: () => router }));

afterEach(cleanup);

const study = (key: string, tag: string, isoDate: string): TaggedCard => ({
  key,
  tag,
  title: `Study ${key}`,
  href: `/case-studies/${key}/`,
  image: `/images/${key}.svg`,
  imageAlt: `Illustration of study ${key}`,
  label: tag,
  date: isoDate,
  isoDate,
  summary: null,
});

const CARDS = [study('a', 'retail', '2021-01-01'), study('b', 'data-science', '2022-01-01'), study('c', 'retail', '2023-01-01')];
const TAGS = [
  { tag: 'retail', label: 'Retail', count: 2 },
  { tag: 'data-science', label: 'Data Science', count: 1 },
];

function renderAt(query: Record<string, string>) {
  router.query = query;
  render(<CaseStudiesExplorer cards={CARDS} tags={TAGS} />);
  return within(screen.getByRole('navigation', { name: 'Filter case studies by topic' }));
}

const shownTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('CaseStudiesExplorer (topic filters are plain links: react-bootstrap Nav would add ~4 kB of script for no behaviour the page needs)', () => {
  it('links every topic to a shareable ?tag= address, with All first', () => {
    const filters = renderAt({});
    expect(filters.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All (3)', '/case-studies/'],
      ['Retail (2)', '/case-studies/?tag=retail'],
      ['Data Science (1)', '/case-studies/?tag=data-science'],
    ]);
  });

  it('shows every study oldest first and marks All as current when no topic is chosen', () => {
    const filters = renderAt({});
    expect(filters.getByRole('link', { name: 'All (3)' }).getAttribute('aria-current')).toBe('true');
    expect(shownTitles()).toEqual(['Study a', 'Study b', 'Study c']);
    expect(screen.getByRole('status').textContent).toBe('All 3 case studies, oldest first');
  });

  it('filters by the topic in the URL and marks only that link as current', () => {
    const filters = renderAt({ tag: 'retail' });
    expect(filters.getAllByRole('link').map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(shownTitles()).toEqual(['Study a', 'Study c']);
    expect(screen.getByRole('status').textContent).toBe('2 case studies on Retail');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Retail case studies');
  });

  it('ignores an unknown topic and shows everything', () => {
    renderAt({ tag: 'no-such-topic' });
    expect(shownTitles()).toEqual(['Study a', 'Study b', 'Study c']);
  });

  it('gives each study card a title link and a Read More button to the same page', () => {
    renderAt({});
    const card = screen.getAllByRole('article')[0];
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/case-studies/a/', '/case-studies/a/']);
    expect(links[1].textContent).toBe('Read More: Study a');
  });
});
