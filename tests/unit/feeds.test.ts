import { describe, expect, it } from 'vitest';
import { getAllPosts } from '@/lib/content/library';
import { insightsAtomFeed } from '@/lib/feeds/atom';
import { articleImageSvg, wrapTitle } from '@/lib/og/articleImage';

describe('Atom feed', () => {
  it('lists the newest articles with escaped text', () => {
    const posts = getAllPosts();
    const feed = insightsAtomFeed([{ ...posts[0], blogTitle: 'Tips & <tricks>' }, ...posts.slice(1)], 5);
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(feed).toContain('<title>Tips &amp; &lt;tricks&gt;</title>');
    expect(feed.match(/<entry>/g)).toHaveLength(5);
  });
});

describe('article social image', () => {
  it('wraps long titles into at most four lines', () => {
    const lines = wrapTitle('A very long title about agentic AI in retail store operations and where agents earn their keep every single working day of the year', 30, 4);
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.length <= 31)).toBe(true);
    expect(lines[3].endsWith('…')).toBe(true);
  });

  it('escapes text in the SVG', () => {
    expect(articleImageSvg('A <b> & "c"', 'Cloud')).not.toContain('<b>');
  });
});
