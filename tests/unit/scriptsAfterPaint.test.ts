import { describe, expect, it } from 'vitest';
import { LOADER, loadScriptsAfterPaint, SCRIPT_LIST_ID } from '@/scripts/postbuild/scriptsAfterPaint';

const PAGE =
  '<html><head><title>t</title><script type="application/ld+json">{"a":1}</script><script>self.x=1</script>' +
  '<script src="/_next/static/chunks/a.js" defer=""></script><script src="/_next/static/chunks/b.js" defer=""></script>' +
  '<script src="/_next/static/build/_buildManifest.js" defer=""></script></head><body><div id="__next">hi</div>' +
  '<script id="__NEXT_DATA__" type="application/json">{}</script></body></html>';

describe('scripts after first paint: the page', () => {
  it("lists Next's scripts in their order where they stood, behind the loader, and leaves every other script alone", () => {
    const html = loadScriptsAfterPaint(PAGE);
    expect(html).not.toContain('defer=""');
    expect(html).toContain(
      `<script>self.x=1</script><script id="${SCRIPT_LIST_ID}" type="application/json">["/_next/static/chunks/a.js","/_next/static/chunks/b.js","/_next/static/build/_buildManifest.js"]</script><script>${LOADER}</script></head>`,
    );
    expect(html).toContain('<script type="application/ld+json">{"a":1}</script>');
    expect(html).toContain('<script id="__NEXT_DATA__" type="application/json">{}</script>');
  });

  it('is left as it is when it has no script of Next, so a second pass changes nothing', () => {
    const once = loadScriptsAfterPaint(PAGE);
    expect(loadScriptsAfterPaint(once)).toBe(once);
    const plain = '<html><head><script src="https://example.com/x.js" defer=""></script></head><body></body></html>';
    expect(loadScriptsAfterPaint(plain)).toBe(plain);
  });
});

describe('scripts after first paint: the loader', () => {
  /** Runs the loader against a stand-in document, with parsing, frames and timers under the test's control. */
  function runLoader(readyState: 'loading' | 'interactive') {
    const inserted: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const parsedListeners: (() => void)[] = [];
    const document = {
      readyState,
      addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && parsedListeners.push(listener),
      getElementById: (id: string) => (id === SCRIPT_LIST_ID ? { textContent: '["/_next/a.js","/_next/b.js"]' } : null),
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (script: { src: string; async: boolean }) => inserted.push(script) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', LOADER)(
      document,
      (callback: () => void) => frames.push(callback),
      (run: () => void, ms: number) => timers.push({ run, ms }),
    );
    return { inserted, frames, timers, parsed: () => parsedListeners.forEach((listener) => listener()) };
  }

  it('waits for the document to be parsed, then inserts the listed scripts in order (run in order) in a task after the next frame, once', () => {
    const { inserted, frames, timers, parsed } = runLoader('loading');
    expect(frames).toHaveLength(0);
    expect(timers).toHaveLength(0);
    parsed();
    expect(inserted).toEqual([]);
    frames.shift()!();
    expect(inserted).toEqual([]);
    timers.find((timer) => timer.ms === 0)!.run();
    expect(inserted).toEqual([
      { src: '/_next/a.js', async: false },
      { src: '/_next/b.js', async: false },
    ]);
    timers.find((timer) => timer.ms === 1000)!.run();
    expect(inserted).toHaveLength(2);
  });

  it('starts at once on a document already parsed, and inserts them a second later where no frame is painted (a background tab)', () => {
    const { inserted, timers } = runLoader('interactive');
    expect(inserted).toEqual([]);
    timers.find((timer) => timer.ms === 1000)!.run();
    expect(inserted.map((script) => script.src)).toEqual(['/_next/a.js', '/_next/b.js']);
  });
});
