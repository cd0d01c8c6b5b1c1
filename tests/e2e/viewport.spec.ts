import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

for (const path of ['/', '/insights/', '/contact/', '/ai-readiness-guide/']) {
  test(`${path} never scrolls sideways`, async ({ page }) => {
    await gotoHydrated(page, path);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
}
