// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from '@/components/shared/Link';
import { linkHref } from '@/lib/routing/linkHref';

const router = vi.hoisted(() => ({ push: vi.fn(async () => true), prefetch: vi.fn(async () => undefined) }));
vi.mock('next/router', () => ({ default: router }));

beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
});
afterEach(cleanup);

describe('Link', () => {
  it('renders an anchor with the href, and moves there through the router on a plain click', () => {
    render(<Link href="/careers/">Careers</Link>);
    const link = screen.getByRole('link', { name: 'Careers' });
    expect(link.getAttribute('href')).toBe('/careers/');
    expect(fireEvent.click(link)).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/careers/', undefined, { shallow: undefined, scroll: true });
  });

  it('passes shallow routing and scroll on', () => {
    render(
      <Link href={{ pathname: '/case-studies/', query: { tag: 'Cloud & DevOps' } }} shallow scroll={false}>
        Cloud
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Cloud' }));
    expect(router.push).toHaveBeenCalledWith('/case-studies/?tag=Cloud+%26+DevOps', undefined, { shallow: true, scroll: false });
  });

  it.each([
    ['a modified click (new tab)', { ctrlKey: true }],
    ['a middle click', { button: 1 }],
    ['shift (new window)', { shiftKey: true }],
  ])('leaves %s to the browser', (_name, init) => {
    render(<Link href="/about/">About</Link>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'About' }), init)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves other sites, other targets and downloads to the browser', () => {
    render(
      <>
        <Link href="https://www.linkedin.com/company/nexaloom">LinkedIn</Link>
        <Link href="/about/" target="_blank">
          New tab
        </Link>
        <Link href="/brochure.pdf" download>
          Brochure
        </Link>
      </>,
    );
    for (const name of ['LinkedIn', 'New tab', 'Brochure']) expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('runs its onClick first, and does not navigate when that handled the click', () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <Link href="/contact/" onClick={onClick}>
        Contact
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches a page of the site when the pointer rests on it or a finger touches it, never another site', () => {
    render(
      <>
        <Link href="/faq/">FAQ</Link>
        <Link href="https://www.instagram.com/nexaloom">Instagram</Link>
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'FAQ' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'FAQ' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Instagram' }));
    expect(router.prefetch.mock.calls).toEqual([['/faq/'], ['/faq/']]);
  });

  it('logs a failed navigation instead of throwing', async () => {
    const failure = new Error('chunk failed');
    router.push.mockRejectedValueOnce(failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Link href="/insights/">Insights</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Insights' }));
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Navigation failed:', failure));
  });
});

describe('linkHref', () => {
  it('keeps strings, and encodes a path with a query as the router does', () => {
    expect(linkHref('/insights/?page=2')).toBe('/insights/?page=2');
    expect(linkHref({ pathname: '/insights/', query: { tag: 'AI agents', page: '2' } })).toBe('/insights/?tag=AI+agents&page=2');
    expect(linkHref({ pathname: '/case-studies/', query: { tag: undefined } })).toBe('/case-studies/');
    expect(linkHref({ pathname: '/case-studies/' })).toBe('/case-studies/');
  });

  it('writes site paths with the trailing slash of the export, as next/link does, and leaves the rest alone', () => {
    expect(linkHref('/contact')).toBe('/contact/');
    expect(linkHref('/insights?tag=AI#top')).toBe('/insights/?tag=AI#top');
    expect(linkHref({ pathname: '/insights', query: { page: '2' } })).toBe('/insights/?page=2');
    expect(linkHref('/insights/feed.xml')).toBe('/insights/feed.xml');
    expect(linkHref('/')).toBe('/');
    expect(linkHref('#chat')).toBe('#chat');
    expect(linkHref('mailto:info@nexaloom.com')).toBe('mailto:info@nexaloom.com');
    expect(linkHref('https://www.linkedin.com/company/nexaloom')).toBe('https://www.linkedin.com/company/nexaloom');
  });
});
