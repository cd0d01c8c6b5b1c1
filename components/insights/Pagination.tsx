import Link from 'next/link';
import type { MouseEvent } from 'react';
import BsPagination from 'react-bootstrap/Pagination';
import styles from './Pagination.module.scss';

interface Props {
  page: number;
  pageCount: number;
  /** The shareable address of a page, e.g. "/insights?page=2" (links add the trailing slash). */
  hrefFor: (page: number) => string;
  onNavigate: (page: number) => void;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
const isModifiedClick = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * Numbered pages with previous and next. Each is a real, shareable link, the current page
 * included (marked with aria-current rather than turned into text).
 */
export function Pagination({ page, pageCount, hrefFor, onNavigate }: Props) {
  if (pageCount <= 1) return null;
  const linkTo = (target: number) => ({
    as: Link,
    href: hrefFor(target),
    onClick: (event: MouseEvent) => {
      if (isModifiedClick(event)) return;
      event.preventDefault();
      onNavigate(target);
    },
  });
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Pages" className={styles.nav}>
      <BsPagination className={styles.pages}>
        {page > 1 && (
          <BsPagination.Prev {...linkTo(page - 1)} rel="prev">
            Previous
          </BsPagination.Prev>
        )}
        {pages.map((target) => (
          <BsPagination.Item
            key={target}
            {...linkTo(target)}
            className={target === page ? 'active' : undefined}
            aria-current={target === page ? 'page' : undefined}
            aria-label={`Page ${target}`}
          >
            {target}
          </BsPagination.Item>
        ))}
        {page < pageCount && (
          <BsPagination.Next {...linkTo(page + 1)} rel="next">
            Next
          </BsPagination.Next>
        )}
      </BsPagination>
    </nav>
  );
}
