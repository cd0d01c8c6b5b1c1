import Link from 'next/link';
import type { MouseEvent } from 'react';
import styles from './InsightsExplorer.module.scss';

interface Props {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => { pathname: string; query: Record<string, string> };
  onNavigate: (page: number) => void;
}

/** Numbered pages with previous and next; each is a real, shareable link. */
export function Pagination({ page, pageCount, hrefFor, onNavigate }: Props) {
  if (pageCount <= 1) return null;
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate(target);
  };
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Pages" className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={hrefFor(page - 1)} onClick={go(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {pages.map((target) => (
          <li key={target}>
            <Link
              href={hrefFor(target)}
              onClick={go(target)}
             
              aria-current={target === page ? 'page' : undefined}
              aria-label={`Page ${target}`}
            >
              {target}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link href={hrefFor(page + 1)} onClick={go(page + 1)} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
