import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { sendPage } from '../../pages/htmlPage';
import { html } from '../../pages/htmlPage';
import { findDigest } from './digests';
import { renderDigestWebCopy } from './renderDigest';

const ISSUE_NUMBER = /^[1-9]\d{0,8}$/;

const NOT_FOUND = {
  title: 'Issue not found',
  body: html`<h1>We can't find this issue</h1><p>The link may be incomplete. Every issue's link is at the bottom of its mail.</p><p><a href="/insights/">Read the latest insights</a></p>`,
};

/**
 * GET /api/newsletter/issues/:number: the web copy every issue's mail links to, rendered from the
 * issue as stored (what it listed when it was sent), without anyone's unsubscribe link.
 */
export async function digestRoutes(app: FastifyInstance, { db, origin }: { db: Queryable; origin: string }) {
  const pages = new Map<number, Promise<string>>();
  app.get<{ Params: { number: string } }>('/newsletter/issues/:number', async (request, reply) => {
    const number = ISSUE_NUMBER.test(request.params.number) ? Number(request.params.number) : null;
    const issue = number === null ? null : await findDigest(db, number);
    if (!issue || number === null) return sendPage(reply, 404, NOT_FOUND);
    let page = pages.get(number);
    if (!page) {
      page = renderDigestWebCopy(issue, origin);
      page.catch(() => pages.delete(number));
      pages.set(number, page);
      if (pages.size > 20) pages.delete(pages.keys().next().value!);
    }
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('content-security-policy', `default-src 'none'; img-src 'self' ${origin}; style-src 'unsafe-inline'; script-src 'none'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`)
      .send(await page);
  });
}
