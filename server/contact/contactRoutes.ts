import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from '../http/sharedStore';
import type { FastifyInstance } from 'fastify';
import { CONTACT_CONSENT, CONTACT_LIMITS, validateContact } from '@/lib/contact/contactForm';
import type { Database } from '../db/database';
import { rateLimitGuard, requireAllowedOrigin, requireJson, waitText } from '../http/guards';
import { HttpError } from '../http/httpError';
import { installJsonErrors } from '../http/jsonErrors';
import type { MailWorker } from '../mail/mailWorker';
import { hashIp } from '../newsletter/tokens';
import type { ContactConfig } from './contactConfig';
import { contactNotification } from './contactMail';
import { storeContactMessage } from './contactMessages';

export const CONTACT_BODY_LIMIT = 16 * 1024;

export const CONTACT_RECEIVED = { status: 'received', message: 'Thank you. Your message has reached our team.' } as const;

export interface ContactDeps {
  config: ContactConfig;
  db: Database;
  mail: MailWorker;
  ipSecret: Buffer;
}

/**
 * POST /api/contact: the contact form. The same checks as the page (lib/contact/contactForm),
 * stored in contact_messages with a notification to the company through the outbox.
 */
export async function contactRoutes(app: FastifyInstance, { config, db, mail, ipSecret }: ContactDeps) {
  await app.register(rateLimit, rateLimitStore(app.sharedStore));
  installJsonErrors(app, { service: 'contact', bodyLimit: CONTACT_BODY_LIMIT });
  const perIp = rateLimitGuard(
    app.createRateLimit({ max: config.rateLimit.perIp, timeWindow: config.rateLimit.windowMs, keyGenerator: (request) => `contact:${request.ip}` }),
    (seconds) => `You've sent several messages in a short time. Please try again in ${waitText(seconds)}.`,
  );

  app.post('/contact', {
    bodyLimit: CONTACT_BODY_LIMIT,
    onRequest: [requireAllowedOrigin(config.corsOrigins, 'This origin may not send contact messages'), perIp],
    preParsing: requireJson,
    handler: async (request, reply) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'invalid_request', 'The body must be a JSON object');
      const input = body as Record<string, unknown>;
      const checked = validateContact(input);
      if (!checked.ok) {
        const [first] = Object.values(checked.errors);
        throw new HttpError(400, 'invalid_request', first ?? 'Invalid message', { fields: checked.errors });
      }
      reply.code(201).header('cache-control', 'no-store');
      if (typeof input.website === 'string' && input.website !== '') {
        request.log.info('contact: honeypot filled, nothing stored');
        return CONTACT_RECEIVED;
      }
      const source = typeof input.source === 'string' ? input.source.slice(0, CONTACT_LIMITS.source) : null;
      await storeContactMessage(
        db,
        checked.value,
        { source, consentVersion: CONTACT_CONSENT.version, ipHash: hashIp(ipSecret, request.ip), userAgent: request.headers['user-agent']?.slice(0, 512) ?? null },
        contactNotification(checked.value, config.notifyTo, source),
      );
      mail.wake();
      return CONTACT_RECEIVED;
    },
  });
}
