// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  vi.resetModules();
});

/** The component module is fresh for each test: "the first load" starts anew. */
async function load() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  return (await import('@/components/shared/HydrateWhenIdle')).HydrateWhenIdle;
}

it('keeps the server HTML until the browser is idle, then hydrates it', async () => {
  const HydrateWhenIdle = await load();
  const page = (
    <HydrateWhenIdle>
      <Counter />
    </HydrateWhenIdle>
  );
  // On the server the gate is open: the content is in the HTML.
  const container = document.createElement('div');
  container.innerHTML = await withoutWindow(() => renderToString(page));
  document.body.append(container);
  const serverButton = container.querySelector('button')!;
  expect(serverButton.textContent).toBe('Clicked 0');

  vi.useFakeTimers();
  act(() => {
    root = hydrateRoot(container, page);
  });
  // Not hydrated yet: the server's node is still there, and nothing handles its clicks.
  expect(container.querySelector('button')).toBe(serverButton);
  expect(document.documentElement.dataset.hydrated).toBeUndefined();

  await act(async () => {
    await vi.runAllTimersAsync();
  });
  vi.useRealTimers();
  // Hydrated in place: the same node, now interactive, and the page marked.
  expect(container.querySelector('button')).toBe(serverButton);
  expect(document.documentElement.dataset.hydrated).toBe('true');
  act(() => serverButton.click());
  expect(serverButton.textContent).toBe('Clicked 1');
});

it('renders at once after the first load (client-side navigation)', async () => {
  const HydrateWhenIdle = await load();
  vi.useFakeTimers();
  const first = document.createElement('div');
  document.body.append(first);
  const { createRoot } = await import('react-dom/client');
  const firstRoot = createRoot(first);
  act(() => firstRoot.render(<HydrateWhenIdle><p>first page</p></HydrateWhenIdle>));
  await act(async () => {
    await vi.runAllTimersAsync();
  });
  vi.useRealTimers();
  expect(first.textContent).toBe('first page');

  act(() => firstRoot.render(<HydrateWhenIdle><p>next page</p></HydrateWhenIdle>));
  expect(first.textContent).toBe('next page');
  act(() => firstRoot.unmount());
});

/** Renders as the build does, where there is no window. */
async function withoutWindow<T>(render: () => T): Promise<T> {
  const saved = globalThis.window;
  // @ts-expect-error the build-time render has no window
  delete globalThis.window;
  try {
    return render();
  } finally {
    globalThis.window = saved;
  }
}
