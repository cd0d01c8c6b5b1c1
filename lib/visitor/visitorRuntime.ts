import type * as Runtime from './runtime';

let runtime: Promise<typeof Runtime> | null = null;

/** The visitor runtime's chunk (lib/visitor/runtime.ts), fetched once, when first needed. */
export function visitorRuntime() {
  runtime ??= import('./runtime').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}
