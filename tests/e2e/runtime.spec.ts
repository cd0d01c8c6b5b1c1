import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SCRIPT_LIST_ID } from '@/scripts/postbuild/scriptsAfterPaint';
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

test.describe('the framework loads after the first paint', () => {
  for (const path of ['/', '/insights/', '/contact/']) {
    test(`${path} is parsed whole and rendered before any of Next's scripts is requested, then hydrates with all of them, in order`, async ({ page }) => {
      // The start of the first frame rendered after the document was parsed.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => ((window as unknown as { firstFrame: number }).firstFrame = performance.now())));
      });
      const response = await page.goto(path);
      const html = await response!.text();
      expect(html).not.toMatch(/<script src="\/_next\//);
      const listed = JSON.parse(new RegExp(`<script id="${SCRIPT_LIST_ID}" type="application/json">([^<]*)</script>`).exec(html)![1]) as string[];
      expect(listed.length).toBeGreaterThan(3);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const { firstFrame, chunkStarts, inserted } = await page.evaluate(() => ({
        firstFrame: (window as unknown as { firstFrame?: number }).firstFrame ?? null,
        chunkStarts: performance.getEntriesByType('resource').filter((entry) => /^\/_next\/.*\.js$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime),
        inserted: [...document.head.querySelectorAll('script[src^="/_next/"]')].map((script) => script.getAttribute('src')),
      }));
      expect(firstFrame).not.toBeNull();
      expect(chunkStarts.length).toBeGreaterThanOrEqual(listed.length);
      expect(Math.min(...chunkStarts)).toBeGreaterThanOrEqual(firstFrame!);
      expect(inserted.slice(0, listed.length)).toEqual(listed);
    });
  }
});
