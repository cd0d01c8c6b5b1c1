import { Activity, type ReactNode } from 'react';

/**
 * Keeps its children out of the page's first hydration pass, which React runs as one long task.
 * React leaves a server-rendered Activity boundary for after that pass and hydrates it at a low
 * priority that yields to the browser every few milliseconds. The children are in the HTML from
 * the start, inline (an Activity boundary is never streamed apart like a Suspense one), and a click
 * or key press on them before then makes React hydrate them first and replay the event. After the
 * first load (client-side navigation) children render at once.
 */
export function HydrateAfterShell({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>;
}
