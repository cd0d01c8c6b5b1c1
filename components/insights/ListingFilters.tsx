import { useEffect, useId, useState } from 'react';
import type { FacetCount, ListingQuery } from '@/lib/insights/listing';
import styles from './InsightsExplorer.module.scss';

interface Props {
  state: ListingQuery;
  categories: FacetCount[];
  industries: FacetCount[];
  /** Filters replace history entries while typing and push them on a choice, so Back works. */
  onChange: (changes: Partial<ListingQuery>, mode: 'push' | 'replace') => void;
  onIntent: () => void;
}

const SEARCH_DELAY_MS = 300;

function FacetSelect({ label, value, counts, onSelect }: { label: string; value?: string; counts: FacetCount[]; onSelect: (value?: string) => void }) {
  const id = useId();
  const options = value && !counts.some((count) => count.value.toLowerCase() === value.toLowerCase()) ? [{ value, count: 0 }, ...counts] : counts;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="form-select" value={value ?? ''} onChange={(event) => onSelect(event.target.value || undefined)}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.value} ({option.count})
          </option>
        ))}
      </select>
    </div>
  );
}

export function ListingFilters({ state, categories, industries, onChange, onIntent }: Props) {
  const searchId = useId();
  const [text, setText] = useState(state.q ?? '');
  const [syncedQ, setSyncedQ] = useState(state.q);
  // Follow the URL when it changes from outside (Back, a shared link, "Clear").
  if (state.q !== syncedQ) {
    setSyncedQ(state.q);
    if ((state.q ?? '') !== text.trim()) setText(state.q ?? '');
  }

  useEffect(() => {
    if ((state.q ?? '') === text.trim()) return undefined;
    const timer = setTimeout(() => onChange({ q: text.trim() || undefined }, 'replace'), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, state.q, onChange]);

  const hasFilters = Boolean(state.category || state.industry || state.tag || state.q);
  return (
    <form className={styles.filters} role="search" aria-label="Filter articles" onSubmit={(event) => event.preventDefault()} onFocus={onIntent} onPointerEnter={onIntent}>
      <div className={styles.field}>
        <label htmlFor={searchId}>Search articles</label>
        <input id={searchId} type="search" className="form-control" value={text} placeholder="e.g. Playwright, forecasting" onChange={(event) => setText(event.target.value)} maxLength={100} />
      </div>
      <FacetSelect label="Category" value={state.category} counts={categories} onSelect={(category) => onChange({ category }, 'push')} />
      <FacetSelect label="Industry" value={state.industry} counts={industries} onSelect={(industry) => onChange({ industry }, 'push')} />
      {(state.tag || hasFilters) && (
        <div className={styles.active}>
          {state.tag && (
            <button type="button" className={styles.chip} onClick={() => onChange({ tag: undefined }, 'push')}>
              Tag: {state.tag} <span aria-hidden="true">×</span>
              <span className="visually-hidden"> (remove)</span>
            </button>
          )}
          {hasFilters && (
            <button type="button" className="btn btn-link p-0" onClick={() => onChange({ category: undefined, industry: undefined, tag: undefined, q: undefined }, 'push')}>
              Clear all filters
            </button>
          )}
        </div>
      )}
    </form>
  );
}
