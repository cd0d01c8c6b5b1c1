import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from './helpers';

test.skip(({ isMobile }) => isMobile, 'the crawl runs once');

/** Internal link and image targets of a page's HTML (href, src and srcset on our own origin). */
function internalTargets(html: string): string[] {
  const targets = [...html.matchAll(/\s(?:href|src)="([^"#]+)(?:#[^"]*)?"/g)].map(([, url]) => url);
  return targets.filter((url) => url.startsWith('/') && !url.startsWith('//')).map((url) => url.replace(/&amp;/g, '&'));
}

test('every sitemap URL answers 200, and no page links to a missing page or image', async ({ request }) => {
  test.setTimeout(180_000);
  const pages = sitemapPaths();
  const targets = new Map<string, string>();
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const target of internalTargets(await response.text())) if (!targets.has(target)) targets.set(target, path);
  }
  // The menus load their links and images on first use; check those too.
  const menus = JSON.parse(readFileSync(join(process.cwd(), 'generated', 'menus.json'), 'utf8')) as {
    desktopLinks: { href: string }[];
    mobileLinks: { href: string }[];
    events: { href: string }[];
    featured: { link: string; image: string }[];
  }[];
  for (const menu of menus) {
    for (const link of [...menu.desktopLinks, ...menu.mobileLinks, ...menu.events]) targets.set(link.href, 'menus');
    for (const item of menu.featured) targets.set(item.link, 'menus').set(item.image, 'menus');
  }
  const broken: string[] = [];
  for (const [target, source] of targets) {
    if (target.startsWith('/api/')) continue;
    const response = await request.get(target, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${target} (${response.status()}) linked from ${source}`);
  }
  expect(broken).toEqual([]);
  expect(targets.size).toBeGreaterThan(pages.length);
});
