// @vitest-environment jsdom
import { act, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { HydrateAfterShell } from '@/components/layout/HydrateAfterShell';

const order: string[] = [];

function Logged({ name, children }: { name: string; children?: ReactNode }) {
  useEffect(() => void order.push(name), [name]);
  return <div>{children}</div>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

function page(boundary: boolean) {
  const content = (
    <Logged name="content">
      <Counter />
    </Logged>
  );
  return <Logged name="shell">{boundary ? <HydrateAfterShell>{content}</HydrateAfterShell> : content}</Logged>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  order.length = 0;
  document.body.innerHTML = '';
});

function hydrate(boundary: boolean) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(boundary));
  document.body.append(container);
  const serverButton = container.querySelector('button')!;
  act(() => {
    root = hydrateRoot(container, page(boundary));
  });
  return { container, serverButton };
}

it('puts its children in the HTML inline, not streamed apart', () => {
  const html = renderToString(page(true));
  expect(html).toContain('<button type="button">Clicked <!-- -->0</button>');
  expect(html).not.toMatch(/<template|hidden id="S:|\$RC/);
});

it('hydrates its children after the shell, in a later commit, in place', () => {
  const { container, serverButton } = hydrate(true);
  // Effects run children first within one commit; the shell's ran first, so the content came later.
  expect(order).toEqual(['shell', 'content']);
  expect(container.querySelector('button')).toBe(serverButton);
  act(() => serverButton.click());
  expect(serverButton.textContent).toBe('Clicked 1');
});

it('control: without it, the content hydrates in the same pass as the shell', () => {
  hydrate(false);
  expect(order).toEqual(['content', 'shell']);
});
