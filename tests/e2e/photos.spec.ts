import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

// The e2e build lays three 4,000 × 3,000 photos over the three newest articles
// (tests/e2e/fixtures/photoCovers.ts). A visitor should load each at the width their screen needs.
const overlay = JSON.parse(readFileSync(join(process.cwd(), 'generated', 'e2e-overlay.json'), 'utf8')) as { posts: Record<string, object> };
const photoArticles = Object.keys(overlay.posts);

// Each screen is set below, so one project runs them.
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'each screen is set in the test'));

/**
 * Sums the layout shifts, not caused by input, that move a photo or anything after it in the page:
 * what a photo without reserved space would cause. Shifts of the header above it are left out: under
 * a loaded machine Chromium can paint the header's HTML before the parser has finished it.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    const atOrAfterAPhoto = (node: Node | null | undefined) => {
      if (!node) return false;
      const photos = [...document.querySelectorAll('picture img')];
      return photos.some((photo) => photo === node || photo.contains(node) || Boolean(photo.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING));
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }[]) {
        if (!entry.hadRecentInput && entry.sources.some((source) => atOrAfterAPhoto(source.node))) win.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

interface Chosen {
  chosen: number;
  candidates: number[];
  needed: number;
  format: string;
}

/** For each photo on the page: the width the browser loaded, the widths it could choose from, and the pixels it shows. */
async function photosOn(page: Page): Promise<Chosen[]> {
  const photos = page.locator('picture img');
  await expect(photos.first()).toBeAttached();
  const results: Chosen[] = [];
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc !== '')).toBe(true);
    results.push(
      await photo.evaluate((img: HTMLImageElement) => {
        const source = img.parentElement!.querySelector('source')!;
        const width = (url: string) => Number(/-(\d+)\.\w+$/.exec(url)?.[1]);
        return {
          chosen: width(img.currentSrc),
          candidates: source.srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1].replace('w', ''))),
          needed: img.getBoundingClientRect().width * devicePixelRatio,
          format: img.currentSrc.split('.').pop()!,
        };
      }),
    );
  }
  return results;
}

/** The smallest width that covers what is shown, or the largest made. */
const enough = ({ candidates, needed }: Chosen) => candidates.find((width) => width >= needed - 1) ?? candidates[candidates.length - 1];

for (const screen of [
  { name: 'a 390 px phone at 3×', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { name: 'a 1280 px desktop at 1×', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
]) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    test('the insights listing loads each photo as AVIF no wider than the card needs, with no layout shift', async ({ page }) => {
      await recordLayoutShifts(page);
      await gotoHydrated(page, '/insights/');
      const photos = await photosOn(page);
      expect(photos).toHaveLength(3);
      for (const photo of photos) {
        expect(photo.format).toBe('avif');
        expect(photo.chosen, JSON.stringify(photo)).toBeLessThanOrEqual(enough(photo));
        expect(photo.chosen, JSON.stringify(photo)).toBeGreaterThanOrEqual(Math.min(photo.needed - 1, photo.candidates[photo.candidates.length - 1]));
      }
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
    });

    test('an article with a photo header loads it no wider than the column needs, with no layout shift', async ({ page }) => {
      await recordLayoutShifts(page);
      await gotoHydrated(page, `/insights/${photoArticles[0]}`);
      const [header] = await photosOn(page);
      expect(header.format).toBe('avif');
      expect(header.chosen, JSON.stringify(header)).toBeLessThanOrEqual(enough(header));
      expect(header.chosen, JSON.stringify(header)).toBeGreaterThanOrEqual(Math.min(header.needed - 1, header.candidates[header.candidates.length - 1]));
      // The social card is the photo too, as a JPEG.
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/generated\/img\/[0-9a-f]+-1200\.jpg$/);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
    });
  });
}
