import { useRouter } from 'next/router';
import { useCallback, useRef } from 'react';
import { CardGrid } from '@/components/cards/CardGrid';
import type { CardData } from '@/lib/content/cards';
import {
  facetCounts,
  filterCards,
  isFiltered,
  paginate,
  parseListingQuery,
  PAGE_SIZE,
  toQueryString,
  type FacetCount,
  type ListingQuery,
} from '@/lib/insights/listing';
import { ListingFilters } from './ListingFilters';
import { Pagination } from './Pagination';
import { useOnDemand } from '@/components/shared/useOnDemand';
import { loadInsightsIndex } from './loadInsightsIndex';
import styles from './InsightsExplorer.module.scss';

/** A path with its query string, e.g. "/insights?page=2"; no "?" when the query is empty. */
function withQuery(pathname: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}

export interface InsightsExplorerProps {
  /** The newest articles, rendered into the HTML; the rest load with the index on demand. */
  firstPage: CardData[];
  total: number;
  categories: FacetCount[];
  industries: FacetCount[];
}

/**
 * The insights listing: filters, text search and pages, all kept in the URL query so a view
 * can be shared and Back works. Page one needs no request; anything else loads the article index.
 */
export function InsightsExplorer({ firstPage, total, categories, industries }: InsightsExplorerProps) {
  const router = useRouter();
  const state = parseListingQuery(router.isReady ? router.query : {});
  const needsIndex = isFiltered(state) || state.page > 1;
  const [index, retry] = useOnDemand(loadInsightsIndex, needsIndex);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const update = useCallback(
    (changes: Partial<ListingQuery>, mode: 'push' | 'replace') => {
      const next = { ...parseListingQuery(router.query), ...changes };
      if (!('page' in changes)) next.page = 1;
      const url = { pathname: router.pathname, query: toQueryString(next) };
      void router[mode](url, undefined, { shallow: true, scroll: false });
    },
    [router],
  );

  const goToPage = (page: number) => {
    update({ page }, 'push');
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  const cards = index.status === 'ready' ? index.value : null;
  const results = cards ? paginate(filterCards(cards, state), state.page) : null;
  const shown = results ?? { items: firstPage, page: 1, pageCount: Math.ceil(total / PAGE_SIZE), total };
  const waiting = needsIndex && !results;
  const from = (shown.page - 1) * PAGE_SIZE + 1;

  return (
    <div className={styles.explorer}>
      <ListingFilters
        state={state}
        categories={cards ? facetCounts(cards, state, 'category') : categories}
        industries={cards ? facetCounts(cards, state, 'industry') : industries}
        onChange={update}
        onIntent={() => void loadInsightsIndex().catch(() => {})}
      />
      <h2 ref={headingRef} tabIndex={-1} className={styles.resultsHeading}>
        Articles
      </h2>
      <p role="status" className={styles.summary}>
        {index.status === 'error'
          ? ''
          : waiting
            ? 'Loading articles…'
            : shown.total === 0
              ? 'No articles match these filters.'
              : `Showing ${from}–${from + shown.items.length - 1} of ${shown.total} articles`}
      </p>
      {index.status === 'error' && (
        <div role="alert" className={styles.error}>
          We could not load the article list.{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      <div aria-busy={waiting} className={waiting ? styles.waiting : undefined}>
        <CardGrid cards={waiting ? firstPage : shown.items} />
      </div>
      <Pagination
        page={shown.page}
        pageCount={shown.pageCount}
        hrefFor={(page) => withQuery(router.pathname, toQueryString({ ...state, page }))}
        onNavigate={goToPage}
      />
    </div>
  );
}
