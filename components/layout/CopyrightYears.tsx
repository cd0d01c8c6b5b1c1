import { useSyncExternalStore } from 'react';
import { FIRST_COPYRIGHT_YEAR } from '@/lib/constants';

const subscribe = () => () => {};
const currentYear = () => new Date().getFullYear();
/** The year of the build, which the exported HTML carries; next.config.js inlines it. */
const buildYear = () => Number(process.env.NEXT_PUBLIC_BUILD_YEAR);

/** "2011–{current year}": the export shows the build year and the browser corrects it if stale. */
export function CopyrightYears() {
  const year = useSyncExternalStore(subscribe, currentYear, buildYear);
  return (
    <span data-testid="copyright-years">
      {FIRST_COPYRIGHT_YEAR}–{year}
    </span>
  );
}
