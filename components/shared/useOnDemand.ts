import { useEffect, useState } from 'react';

export type OnDemand<T> = { status: 'idle' | 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

/**
 * Loads a resource only once `needed` turns true (a visitor filters, searches...), and offers
 * a retry after a failure. The loader should cache its own promise, so many users share one request.
 */
export function useOnDemand<T>(load: () => Promise<T>, needed: boolean): [OnDemand<T>, () => void] {
  const [state, setState] = useState<OnDemand<T>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!needed) return undefined;
    let active = true;
    load().then(
      (value) => active && setState({ status: 'ready', value }),
      (error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [load, needed, attempt]);

  const current: OnDemand<T> = needed && state.status === 'idle' ? { status: 'loading' } : state;
  const retry = () => {
    setState({ status: 'idle' });
    setAttempt((count) => count + 1);
  };
  return [current, retry];
}
