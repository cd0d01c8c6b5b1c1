import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

const CHUNKS = join(process.cwd(), 'out', '_next', 'static');
const scripts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? scripts(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
  );
const REACT_VERSION = JSON.parse(readFileSync(join(process.cwd(), 'node_modules', 'react-dom', 'package.json'), 'utf8')).version as string;

test.describe('the browser runs React', () => {
  test('no browser chunk contains preact, and React DOM is in the export', () => {
    const files = scripts(CHUNKS);
    expect(files.length).toBeGreaterThan(0);
    // "preact" survives only in import specifiers and is compiled away; `options.diffed` is a
    // public hook name of preact's core that minification keeps.
    const withPreact = files.filter((file) => /preact|\.diffed\b/i.test(readFileSync(file, 'utf8')));
    expect(withPreact).toEqual([]);
    const withReactDom = files.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return source.includes('react.dev/errors') && source.includes(`"${REACT_VERSION}"`);
    });
    expect(withReactDom.length).toBeGreaterThan(0);
  });

  test('pages hydrate with React', async ({ page }) => {
    await gotoHydrated(page, '/');
    const root = await page.evaluate(() => Object.keys(document.getElementById('__next') ?? {}).some((key) => key.startsWith('__reactContainer$')));
    expect(root).toBe(true);
  });
});
