import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import { useOnDemand } from '@/components/shared/useOnDemand';
import { loadSearchIndex } from '@/lib/search/client';
import type { SearchResultFields } from '@/lib/search/options';
import styles from './SiteSearch.module.scss';

const MAX_RESULTS = 20;
const DELAY_MS = 200;

/** Site search over articles, case studies and pages; the query lives in ?q= so results can be shared. */
export function SiteSearch() {
  const router = useRouter();
  const inputId = useId();
  const urlQuery = router.isReady && typeof router.query.q === 'string' ? router.query.q.slice(0, 100) : '';
  const [text, setText] = useState('');
  const [syncedQuery, setSyncedQuery] = useState('');
  const [wanted, setWanted] = useState(false);

  if (urlQuery !== syncedQuery) {
    setSyncedQuery(urlQuery);
    if (urlQuery !== text.trim()) setText(urlQuery);
  }

  // The index loads once the visitor starts searching, or when the URL already holds a query.
  const [index, retry] = useOnDemand(loadSearchIndex, wanted || urlQuery !== '');

  useEffect(() => {
    const query = text.trim();
    if (query === urlQuery) return undefined;
    const timer = setTimeout(() => {
      void router.replace({ pathname: router.pathname, query: query ? { q: query } : {} }, undefined, { shallow: true, scroll: false });
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, urlQuery, router]);

  const query = urlQuery.trim();
  const results = index.status === 'ready' && query ? index.value.search(query).slice(0, MAX_RESULTS) : [];

  return (
    <div className={styles.search}>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className={styles.label}>
          Search articles, case studies and pages
        </label>
        <input
          id={inputId}
          type="search"
          className="form-control form-control-lg"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. agentic AI in retail"
          onFocus={() => setWanted(true)}
          onChange={(event) => {
            setWanted(true);
            setText(event.target.value);
          }}
        />
      </form>
      <p role="status" className={styles.status}>
        {!query
          ? ''
          : index.status === 'error'
            ? ''
            : index.status !== 'ready'
              ? 'Searching…'
              : results.length === 0
                ? `Nothing on the site matches “${query}”. Try fewer or different words.`
                : `${results.length}${results.length === MAX_RESULTS ? '+' : ''} results for “${query}”`}
      </p>
      {index.status === 'error' && (
        <p role="alert" className={styles.error}>
          Search is not available right now.{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={retry}>
            Try again
          </button>
        </p>
      )}
      {results.length > 0 && (
        <ol className={styles.results}>
          {results.map((result) => {
            const fields = result as unknown as SearchResultFields & { id: string };
            return (
              <li key={fields.id}>
                <span className={styles.kind}>{fields.kind}</span>
                <Link href={fields.id} className={styles.title}>
                  {fields.title}
                </Link>
                <p>{fields.summary}</p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
