// Lighthouse mobile (its default emulation and throttling) in Debian's Chromium. Scores vary run
// to run on two cores, so the bench takes the median of several runs, interleaved between sites.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A fresh headless Debian Chromium for one Lighthouse run. */
export const launchChrome = () => launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });

/** One Lighthouse mobile run of `url`, in a fresh browser. */
export async function lighthouseOnce(url) {
  const chrome = await launchChrome();
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    return {
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      bestPractices: lhr.categories['best-practices'].score,
      seo: lhr.categories.seo.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // Lighthouse's own CPU benchmark of this machine (its mobile settings assume about 1000+).
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of each figure over several runs. */
export function medianOf(results) {
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]));
}

/**
 * Lighthouse for several URLs, `runs` rounds, each round visiting every URL once (A, B, A, B, …),
 * so drift during the session affects all of them alike. Returns the medians in the URLs' order.
 */
export async function lighthouseInterleaved(urls, runs) {
  const results = urls.map(() => []);
  for (let round = 0; round < runs; round++) {
    for (const [index, url] of urls.entries()) results[index].push(await lighthouseOnce(url));
  }
  return results.map(medianOf);
}
