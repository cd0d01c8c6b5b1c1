/**
 * Runs `task` once the browser has nothing more urgent to do (after first paint and hydration),
 * or after `timeout` ms at the latest. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
