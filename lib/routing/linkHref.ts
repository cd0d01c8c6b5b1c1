/** A link target as a path and query, as Next's router takes it. */
export interface LinkTarget {
  pathname: string;
  query?: Record<string, string | undefined>;
}

/**
 * A site path in the export's canonical form (trailingSlash: true), as next/link writes it:
 * `/contact` → `/contact/`, while files (`/insights/feed.xml`) stay as they are.
 */
function canonicalPath(path: string): string {
  if (!path.startsWith('/') || path.endsWith('/') || /\.[^/]+$/.test(path)) return path;
  return `${path}/`;
}

/** The href of a link target: a site path made canonical, a query encoded as the router does (URLSearchParams). */
export function linkHref(target: string | LinkTarget): string {
  if (typeof target !== 'string') {
    const entries = Object.entries(target.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
    const search = new URLSearchParams(entries).toString();
    return canonicalPath(target.pathname) + (search ? `?${search}` : '');
  }
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(target) ?? [];
  return canonicalPath(path) + rest;
}
