// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { publishedBetween } from '@/lib/content/publishedEntries';
import { allSitePaths } from '@/lib/content/routes';
import { articleImagePath, caseStudyImagePath } from '@/lib/og/articleImage';
import { digestMail } from '@/server/newsletter/digest/digestMails';
import { renderDigestTemplate, renderDigestWebCopy, webCopyPath } from '@/server/newsletter/digest/renderDigest';
import { defaultSubject } from '@/server/newsletter/digest/sendDigest';

const ORIGIN = 'https://news.example.test';
const UNSUBSCRIBE = `${ORIGIN}/api/newsletter/unsubscribe?token=4b1f0a56-3c2e-4d1a-9a57-0c7c1f7e2b11.sig&x=1`;
const entries = publishedBetween(new Date('2025-09-15T00:00:00Z'), new Date('2025-11-01T00:00:00Z'));
const issue = { number: 7, subject: defaultSubject(entries), intro: 'A short note.\n\nIn two paragraphs, <b>not</b> HTML.', entries, createdAt: new Date('2025-11-03T09:00:00Z') };

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const sitePaths = new Set(allSitePaths());
const rasterImages = new Set(publishedBetween(new Date(0), new Date('2100-01-01')).map((entry) => entry.image));

describe('the newsletter issue mail', () => {
  it('lists articles and case studies newest first, with a PNG social image each', () => {
    expect(entries.some((entry) => entry.kind === 'article') && entries.some((entry) => entry.kind === 'case-study')).toBe(true);
    const dates = entries.map((entry) => entry.isoDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const entry of entries) {
      expect(entry.image).toBe(entry.kind === 'article' ? articleImagePath(entry.href.split('/')[2]) : caseStudyImagePath(entry.href.split('/')[2]));
      expect(entry.image).toMatch(/\.png$/);
    }
  });

  it('links only to pages of the export and of the service, with absolute images that have alt text and no SVG', async () => {
    const mail = digestMail(await renderDigestTemplate(issue, ORIGIN), 'reader@example.com', UNSUBSCRIBE);
    const document = parse(mail.html);
    expect(mail.html.toLowerCase()).not.toContain('svg');
    expect(mail.text.toLowerCase()).not.toContain('.svg');

    const links = [...document.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href')!);
    expect(links.length).toBeGreaterThan(entries.length * 2);
    for (const link of links) {
      if (link.startsWith('mailto:')) continue;
      const url = new URL(link);
      expect(url.origin, link).toBe(ORIGIN);
      const isService = link === UNSUBSCRIBE || url.pathname === webCopyPath(7);
      expect(isService || sitePaths.has(url.pathname) || (url.pathname === '/' && url.hash === '#subscribe'), link).toBe(true);
    }
    for (const entry of entries) expect(links).toContain(`${ORIGIN}${entry.href}`);

    const images = [...document.querySelectorAll('img')];
    expect(images).toHaveLength(entries.length);
    for (const image of images) {
      const src = new URL(image.getAttribute('src')!);
      expect(src.origin).toBe(ORIGIN);
      expect(rasterImages.has(src.pathname)).toBe(true);
      expect(image.getAttribute('alt')?.trim()).toBeTruthy();
      expect(image.getAttribute('width')).toBe('560');
      expect(image.getAttribute('height')).toBe('294');
    }
  });

  it('carries the same links in its plain-text part, and the address, the date and the editor\'s note', async () => {
    const mail = digestMail(await renderDigestTemplate(issue, ORIGIN), 'reader@example.com', UNSUBSCRIBE);
    const htmlLinks = new Set([...parse(mail.html).querySelectorAll('a')].map((anchor) => anchor.getAttribute('href')!.replace(/^mailto:/, '')));
    for (const link of htmlLinks) expect(mail.text, link).toContain(link);
    for (const entry of entries) {
      expect(mail.text).toContain(entry.title);
      expect(mail.text).toContain(entry.date);
      expect(mail.text).toContain(entry.label);
    }
    expect(mail.text).toContain('4th Floor, Sai Radhe Complex, Kennedy Road, Pune');
    expect(mail.text).toMatch(/Unsubscribe\s+https:\/\/news\.example\.test\/api\/newsletter\/unsubscribe\?token=/);
    expect(mail.text).toContain('In two paragraphs, <b>not</b> HTML.');
    // The note is text: its markup is shown, never run.
    expect(mail.html).toContain('&lt;b&gt;not&lt;/b&gt;');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': 'Nexaloom insights <insights.nexaloom.com>',
    });
  });

  it('personalises each mail with its own unsubscribe link only', async () => {
    const template = await renderDigestTemplate(issue, ORIGIN);
    const one = digestMail(template, 'one@example.com', `${ORIGIN}/api/newsletter/unsubscribe?token=one`);
    const two = digestMail(template, 'two@example.com', `${ORIGIN}/api/newsletter/unsubscribe?token=two`);
    expect(one.html.replaceAll('token=one', 'token=two')).toBe(two.html);
    expect(one.text).not.toContain('token=two');
  });

  it('has a web copy with the same entries, a way to subscribe, and nobody\'s unsubscribe link', async () => {
    const page = parse(await renderDigestWebCopy(issue, ORIGIN));
    expect(page.documentElement.lang).toBe('en');
    expect(page.title).toBe(issue.subject);
    expect(page.querySelector('h1')?.textContent).toBe('Nexaloom insights, issue 7');
    expect([...page.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(entries.map((entry) => entry.title));
    const links = [...page.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'));
    expect(links.some((link) => link?.includes('unsubscribe'))).toBe(false);
    expect(links).toContain(`${ORIGIN}/#subscribe`);
  });

  it('names the newest entry in its default subject, within 150 characters', () => {
    const [newest] = entries;
    expect(defaultSubject([newest])).toBe(`Nexaloom insights: ${newest.title}`);
    expect(defaultSubject([newest, ...entries.slice(1, 4)])).toBe(`Nexaloom insights: ${newest.title} and 3 more`);
    const long = defaultSubject([{ ...newest, title: 'word '.repeat(60) }]);
    expect(long.length).toBeLessThanOrEqual(150);
    expect(long.length).toBeGreaterThan(140);
    expect(long.endsWith(' word…')).toBe(true);
  });
});
