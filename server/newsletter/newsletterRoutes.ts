import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from '../http/sharedStore';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normalizeEmail } from '@/lib/email/normalizeEmail';
import type { Database } from '../db/database';
import { acceptFormBodies } from '../http/formBodies';
import { rateLimitGuard, requireAllowedOrigin, requireJson, waitText } from '../http/guards';
import { HttpError } from '../http/httpError';
import { installJsonErrors } from '../http/jsonErrors';
import { invalidRequest } from '../http/validationError';
import type { MailWorker } from '../mail/mailWorker';
import { sendPage } from '../pages/htmlPage';
import { confirmationMail, welcomeMail } from './newsletterMails';
import type { NewsletterConfig } from './newsletterConfig';
import { CONFIRM_RESULTS, confirmPage, UNKNOWN_UNSUBSCRIBE_PAGE, UNSUBSCRIBED_PAGE, unsubscribePage } from './newsletterPages';
import { confirmSubscription, requestSubscription, unsubscribe } from './subscriptions';
import { hashIp, hashToken, newConfirmationToken, readUnsubscribeToken, unsubscribeUrl } from './tokens';

export const SUBSCRIBE_BODY_LIMIT = 2048;

/** The one answer every valid request gets, whatever the address's state: nobody learns who is subscribed. */
export const SUBSCRIBE_ACCEPTED = { status: 'pending', message: 'Check your inbox: we have sent you a link to confirm your subscription.' } as const;

const subscribeSchema = z.object({
  type: z.literal('subscriptionConfirmation', { error: 'type must be "subscriptionConfirmation"' }),
  email: z.string({ error: 'email is required and must be a string' }),
  source: z.string().max(300, 'source is longer than 300 characters').optional(),
  website: z.string().max(500, 'website is longer than 500 characters').optional(),
});

const CONFIRM_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const tokenOf = (value: unknown): string | null => (typeof value === 'string' && CONFIRM_TOKEN.test(value) ? value : null);

export interface NewsletterDeps {
  config: NewsletterConfig;
  db: Database;
  mail: MailWorker;
  secrets: { links: Buffer; ip: Buffer };
}

/**
 * POST /api/subscribe (JSON) starts a double opt-in; the mail's link opens GET
 * /api/newsletter/confirm, a page whose form POSTs the confirmation; every later mail carries
 * /api/newsletter/unsubscribe, whose POST (RFC 8058 one-click, or the page's button) unsubscribes.
 */
export async function newsletterRoutes(app: FastifyInstance, { config, db, mail, secrets }: NewsletterDeps) {
  await app.register(rateLimit, rateLimitStore(app.sharedStore));
  installJsonErrors(app, { service: 'newsletter', bodyLimit: SUBSCRIBE_BODY_LIMIT });
  acceptFormBodies(app, SUBSCRIBE_BODY_LIMIT);

  const evidence = (request: FastifyRequest) => ({
    ipHash: hashIp(secrets.ip, request.ip),
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  });
  const perIp = rateLimitGuard(
    app.createRateLimit({ max: config.rateLimit.perIp, timeWindow: config.rateLimit.windowMs, keyGenerator: (request) => `subscribe:${request.ip}` }),
    (seconds) => `Too many subscription requests from this network. Please try again in ${waitText(seconds)}.`,
  );
  const linkLimit = rateLimitGuard(
    app.createRateLimit({ max: 30, timeWindow: 60_000, keyGenerator: (request) => `links:${request.ip}` }),
    (seconds) => `Too many requests. Please try again in ${waitText(seconds)}.`,
  );

  app.post('/subscribe', {
    bodyLimit: SUBSCRIBE_BODY_LIMIT,
    onRequest: [requireAllowedOrigin(config.corsOrigins, 'This origin may not subscribe addresses'), perIp],
    preParsing: requireJson,
    handler: async (request, reply) => {
      const parsed = subscribeSchema.safeParse(request.body);
      if (!parsed.success) throw invalidRequest(parsed.error);
      const email = normalizeEmail(parsed.data.email);
      if (!email) throw new HttpError(400, 'invalid_email', 'email is not a valid email address');
      reply.code(202).header('cache-control', 'no-store');
      if (parsed.data.website) {
        request.log.info('subscribe: honeypot filled, nothing stored');
        return SUBSCRIBE_ACCEPTED;
      }
      const { token, hash } = newConfirmationToken();
      const confirmUrl = `${config.publicUrl}/api/newsletter/confirm?token=${token}`;
      const queued = await requestSubscription(db, email, hash, confirmationMail(email, confirmUrl, config.limits.tokenTtlHours), {
        source: parsed.data.source?.slice(0, 300) || null,
        consentVersion: config.consentVersion,
        ...evidence(request),
      }, config.limits);
      if (queued) mail.wake();
      return SUBSCRIBE_ACCEPTED;
    },
  });

  app.get<{ Querystring: { token?: string } }>('/newsletter/confirm', async (request, reply) => {
    const token = tokenOf(request.query.token);
    if (!token) return sendPage(reply, 400, CONFIRM_RESULTS.malformed.page);
    return sendPage(reply, 200, confirmPage(token));
  });

  app.post<{ Body: { token?: string } }>('/newsletter/confirm', { onRequest: linkLimit }, async (request, reply) => {
    const token = tokenOf(request.body?.token);
    if (!token) return sendPage(reply, 400, CONFIRM_RESULTS.malformed.page);
    const outcome = await confirmSubscription(db, hashToken(token), evidence(request), ({ email, publicId }) =>
      welcomeMail(email, unsubscribeUrl(config.publicUrl, secrets.links, publicId)),
    );
    if (outcome === 'confirmed') mail.wake();
    const { status, page } = CONFIRM_RESULTS[outcome];
    return sendPage(reply, status, page);
  });

  app.get<{ Querystring: { token?: string } }>('/newsletter/unsubscribe', async (request, reply) => {
    const token = request.query.token ?? '';
    if (!readUnsubscribeToken(secrets.links, token)) return sendPage(reply, 400, UNKNOWN_UNSUBSCRIBE_PAGE);
    return sendPage(reply, 200, unsubscribePage(token));
  });

  // RFC 8058: unsubscribes at once, answers 200 (never a redirect), reads no cookie, is idempotent.
  app.post<{ Querystring: { token?: string }; Body: Record<string, string> | undefined }>('/newsletter/unsubscribe', { onRequest: linkLimit }, async (request, reply) => {
    const publicId = readUnsubscribeToken(secrets.links, request.query.token ?? '');
    if (!publicId) return sendPage(reply, 400, UNKNOWN_UNSUBSCRIBE_PAGE);
    const channel = request.body?.['List-Unsubscribe'] === 'One-Click' ? 'one-click' : 'page';
    await unsubscribe(db, publicId, channel, evidence(request));
    return sendPage(reply, 200, UNSUBSCRIBED_PAGE);
  });
}
