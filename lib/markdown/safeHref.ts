/**
 * Returns the href when it is safe to render as a link: http(s), mailto, tel, a site-relative
 * path or an in-page anchor. Anything else (javascript:, data:, protocol-relative) is refused.
 */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  // Browsers read "/\evil.com" as "//evil.com"; no legitimate link needs a backslash or control character.
  if (/[\\\u0000-\u001f\u007f]/.test(trimmed)) return undefined;
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  try {
    const url = new URL(trimmed);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
