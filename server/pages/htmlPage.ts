import type { FastifyReply } from 'fastify';
import { site } from '@/data/site';
import { escapeXml as escape } from '@/lib/xml';

export { escape };

/** HTML that is already safe to insert: built only by `html` below or from escaped text. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** A template tag that escapes every value unless it is SafeHtml (or an array of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const part = (value: unknown): string =>
    value instanceof SafeHtml ? value.value : Array.isArray(value) ? value.map(part).join('') : value === undefined || value === null || value === false ? '' : escape(String(value));
  return new SafeHtml(strings.reduce((out, text, index) => out + text + (index < values.length ? part(values[index]) : ''), ''));
}

export interface PageContent {
  title: string;
  body: SafeHtml;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c2433; background: #f4f6fb; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem; box-sizing: border-box; }
  main { max-width: 34rem; width: 100%; background: #fff; border: 1px solid #dde3ee; border-radius: .75rem; padding: 2rem; box-shadow: 0 8px 28px rgba(11,27,58,.12); }
  h1 { margin: 1.25rem 0 .75rem; font-size: 1.6rem; line-height: 1.25; color: #0b1b3a; }
  p { line-height: 1.6; margin: 0 0 1rem; }
  a { color: #0a4fd6; }
  button { font: inherit; font-weight: 600; min-height: 44px; padding: .6rem 1.4rem; border: 0; border-radius: .5rem; background: #0a4fd6; color: #fff; cursor: pointer; }
  button:hover { background: #073a9e; }
  a:focus-visible, button:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
  .muted { color: #525c6b; font-size: .95rem; }
  table { border-collapse: collapse; width: 100%; font-size: .9rem; }
  th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #dde3ee; vertical-align: top; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f4f6fb; padding: .75rem; border-radius: .5rem; }
`;

export function renderPage({ title, body }: PageContent): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)} | ${escape(site.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<a href="/"><img src="${escape(site.logo.src)}" alt="${escape(site.name)} home" width="180" height="30"></a>
${body.value}
</main>
</body>
</html>`;
}

/**
 * Sends a page of the service (confirmation, unsubscribe, the local mailbox): never cached or
 * indexed, no referrer (the URL may hold a token), and a CSP that allows no script at all.
 */
export function sendPage(reply: FastifyReply, status: number, content: PageContent) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(renderPage(content));
}
