import { Suspense, useEffect, type ReactNode } from 'react';
import { whenIdle } from '@/lib/dom/whenIdle';

let idle: Promise<void> | null = null;
let firstLoadHydrated = false;

/** Resolves once the browser is idle after the first load; later calls find it settled. */
function firstIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    whenIdle(() => {
      firstLoadHydrated = true;
      resolve();
    });
  });
  return idle;
}

function Gate({ children }: { children: ReactNode }) {
  // Suspending while React hydrates leaves the server's HTML in place; React hydrates it when the
  // promise settles, at a retry priority that yields to the browser instead of one long task.
  if (typeof window !== 'undefined' && !firstLoadHydrated) throw firstIdle();
  return children;
}

/** Marks the page interactive once its content is hydrated (browser tests wait for it). */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Hydrates its children once the browser is idle after the first load, instead of in the page's
 * first, blocking hydration pass: the content is in the HTML from the start and works as plain
 * HTML meanwhile (links are links). After the first load, children render at once.
 */
export function HydrateWhenIdle({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <Gate>
        {children}
        <MarkHydrated />
      </Gate>
    </Suspense>
  );
}
