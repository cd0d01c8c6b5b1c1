import { useEffect } from 'react';

/**
 * Marks the page interactive (`data-hydrated` on the root element) once the boundary it sits in
 * has hydrated; styles and browser tests rely on it.
 */
export function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
