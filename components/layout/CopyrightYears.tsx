import { useEffect, useState } from 'react';
import { FIRST_COPYRIGHT_YEAR } from '@/lib/constants';

/** "2011–{current year}". The export carries the build year; the browser corrects it if stale. */
export function CopyrightYears() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <span data-testid="copyright-years">
      {FIRST_COPYRIGHT_YEAR}–{year}
    </span>
  );
}
