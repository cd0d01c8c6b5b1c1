import { site } from '@/data/site';
import { parseDisplayDate } from '../content/dates';
import type { BlogPost } from '../content/schema';
import { insightPath } from '../content/slugs';
import { escapeXml } from '../xml';

export const FEED_PATH = '/insights/feed.xml';

/** An Atom feed of the newest articles (posts newest first, as getAllPosts returns them). */
export function insightsAtomFeed(posts: BlogPost[], limit = 50): string {
  const url = (path: string) => new URL(path, site.url).href;
  const updated = (post: BlogPost) => parseDisplayDate(post.blogDate)!.date.toISOString();
  const entries = posts.slice(0, limit).map(
    (post) => `  <entry>
    <title>${escapeXml(post.blogTitle)}</title>
    <link href="${url(insightPath(post.blogURL))}"/>
    <id>${url(insightPath(post.blogURL))}</id>
    <updated>${updated(post)}</updated>
    <author><name>${escapeXml(post.blogAuthor)}</name></author>
    <category term="${escapeXml(post.blogCategory)}"/>
    <summary>${escapeXml(post.blogDesc ?? post.breadSubtitle)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(`${site.name} Insights`)}</title>
  <subtitle>${escapeXml(site.tagline)}</subtitle>
  <link href="${url(FEED_PATH)}" rel="self"/>
  <link href="${url('/insights/')}"/>
  <id>${url('/insights/')}</id>
  <updated>${posts[0] ? updated(posts[0]) : new Date(0).toISOString()}</updated>
${entries.join('\n')}
</feed>
`;
}
