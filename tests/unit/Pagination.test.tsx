// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from '@/components/insights/Pagination';

afterEach(cleanup);

const hrefFor = (page: number) => (page === 1 ? '/insights' : `/insights?page=${page}`);

function renderPages(page: number, pageCount = 5) {
  const onNavigate = vi.fn();
  render(<Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} onNavigate={onNavigate} />);
  return { onNavigate, pages: within(screen.getByRole('navigation', { name: 'Pages' })) };
}

describe('Pagination', () => {
  it('renders nothing when there is one page', () => {
    render(<Pagination page={1} pageCount={1} hrefFor={hrefFor} onNavigate={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links every page with a trailing slash, the current one included and marked', () => {
    const { pages } = renderPages(3);
    const numbered = pages.getAllByRole('link', { name: /^Page \d$/ });
    expect(numbered.map((link) => link.getAttribute('href'))).toEqual(['/insights/', '/insights/?page=2', '/insights/?page=3', '/insights/?page=4', '/insights/?page=5']);
    expect(numbered.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page', null, null]);
    expect(pages.getByRole('link', { name: 'Page 3' }).textContent).toBe('3');
  });

  it('offers Previous and Next with rel, and leaves them out on the first and last page', () => {
    const middle = renderPages(3).pages;
    expect(middle.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    expect(middle.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/insights/?page=2');
    expect(middle.getByRole('link', { name: 'Next' }).getAttribute('rel')).toBe('next');
    expect(middle.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/insights/?page=4');
    cleanup();
    expect(renderPages(1).pages.queryByRole('link', { name: 'Previous' })).toBeNull();
    cleanup();
    expect(renderPages(5).pages.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('turns a plain click into in-page navigation', () => {
    const { onNavigate, pages } = renderPages(2);
    const followed = fireEvent.click(pages.getByRole('link', { name: 'Page 4' }));
    expect(followed).toBe(false); // the browser does not load the page
    expect(onNavigate).toHaveBeenCalledWith(4);
    fireEvent.click(pages.getByRole('link', { name: 'Next' }));
    expect(onNavigate).toHaveBeenLastCalledWith(3);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }])('leaves a modified click (%o) to the browser', (modifier) => {
    const { onNavigate, pages } = renderPages(2);
    const link = pages.getByRole('link', { name: 'Page 4' });
    // What reaches the browser after the component: whether its default action (open the link) is still due.
    const defaultStillDue: boolean[] = [];
    const browser = (event: Event) => {
      defaultStillDue.push(!event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate
    };
    window.addEventListener('click', browser);
    try {
      fireEvent.click(link, modifier);
    } finally {
      window.removeEventListener('click', browser);
    }
    expect(onNavigate).not.toHaveBeenCalled();
    expect(defaultStillDue).toEqual([true]);
  });
});
