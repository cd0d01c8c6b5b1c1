/** A link target as a path and query, as Next's router takes it. */
export interface LinkTarget {
  pathname: string;
  query?: Record<string, string | undefined>;
}

/** The href of a link target; the query is encoded as URLSearchParams does (and Next's router). */
export function linkHref(target: string | LinkTarget): string {
  if (typeof target === 'string') return target;
  const entries = Object.entries(target.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const search = new URLSearchParams(entries).toString();
  return search ? `${target.pathname}?${search}` : target.pathname;
}
