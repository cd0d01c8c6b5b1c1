import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from '../http/sharedStore';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHAT_LIMITS, SESSION_ID_PATTERN } from '@/lib/chat/contract';
import { rateLimitGuard, requireAllowedOrigin, requireJson } from '../http/guards';
import { installJsonErrors } from '../http/jsonErrors';
import { HttpError } from '../http/httpError';
import { invalidRequest } from '../http/validationError';
import type { ChatConfig } from './chatConfig';
import type { ChatService } from './chatService';

const requestSchema = z.object({
  sessionId: z.string().regex(SESSION_ID_PATTERN, 'sessionId must be 8 to 64 letters, digits, "-" or "_"'),
  question: z
    .string()
    .transform((question) => question.trim())
    .pipe(z.string().min(1, 'question is empty').max(CHAT_LIMITS.maxQuestionChars, `question is longer than ${CHAT_LIMITS.maxQuestionChars} characters`)),
});

const feedbackSchema = z.object({
  sessionId: z.string().regex(SESSION_ID_PATTERN, 'sessionId must be 8 to 64 letters, digits, "-" or "_"'),
  answerId: z.uuid('answerId must be the id of an answer'),
  rating: z.enum(['up', 'down']).nullable(),
});

/** What the widget shows for each error status, as `answer`. */
const VISITOR_MESSAGES: Record<number, string> = {
  400: 'Sorry, I could not read that message. Please try again.',
  403: 'This site is not allowed to use the assistant.',
  404: 'That answer was not found.',
  413: `Your message is too long. Please keep it under ${CHAT_LIMITS.maxQuestionChars.toLocaleString('en')} characters.`,
  415: 'Please send the question as JSON.',
  500: 'Sorry, something went wrong on our side. Please try again.',
  503: 'Feedback cannot be saved right now.',
};

/**
 * POST /api/chat: {sessionId, question} → {answer, sources, suggestions, mode, id}.
 * POST /api/chat/feedback: {sessionId, answerId, rating: 'up' | 'down' | null} → 204; 404 when
 * the session has no such answer, 503 when the service keeps no transcripts.
 * Bounded and validated: JSON only, 4 kB, 1–1000 characters, a well-formed session id,
 * per-IP and per-session rate limits, exact-origin CORS; every error is JSON.
 */
export async function chatRoutes(app: FastifyInstance, { service, config }: { service: ChatService; config: ChatConfig }) {
  await app.register(rateLimit, rateLimitStore(app.sharedStore));
  installJsonErrors(app, { service: 'chat', bodyLimit: CHAT_LIMITS.maxBodyBytes, decorate: (status, body) => ({ answer: VISITOR_MESSAGES[status] ?? body.message }) });

  const tooFast = (seconds: number) => `You're sending messages quickly. Please try again in ${seconds} seconds.`;
  const perIp = rateLimitGuard(app.createRateLimit({ max: config.rateLimit.perIpPerMinute, timeWindow: 60_000, keyGenerator: (request) => `ip:${request.ip}` }), tooFast);
  const perSession = rateLimitGuard(
    app.createRateLimit({
      max: config.rateLimit.perSessionPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => {
        const sessionId = (request.body as { sessionId?: unknown } | undefined)?.sessionId;
        return typeof sessionId === 'string' ? `session:${sessionId.slice(0, 64)}` : `ip:${request.ip}`;
      },
    }),
    tooFast,
  );

  app.post('/chat', {
    bodyLimit: CHAT_LIMITS.maxBodyBytes,
    onRequest: [requireAllowedOrigin(config.corsOrigins, 'This origin may not call the chat API'), perIp],
    preParsing: requireJson,
    preHandler: perSession,
    handler: async (request, reply) => {
      const parsed = requestSchema.safeParse(request.body);
      if (!parsed.success) throw invalidRequest(parsed.error);
      reply.header('cache-control', 'no-store');
      return service.ask(parsed.data.sessionId, parsed.data.question);
    },
  });

  app.post('/chat/feedback', {
    bodyLimit: CHAT_LIMITS.maxBodyBytes,
    onRequest: [requireAllowedOrigin(config.corsOrigins, 'This origin may not call the chat API'), perIp],
    preParsing: requireJson,
    handler: async (request, reply) => {
      const parsed = feedbackSchema.safeParse(request.body);
      if (!parsed.success) throw invalidRequest(parsed.error);
      const { sessionId, answerId, rating } = parsed.data;
      const result = await service.rate(sessionId, answerId, rating);
      if (result === 'not-found') throw new HttpError(404, 'not_found', 'This session has no answer with that id');
      if (result === 'unavailable') throw new HttpError(503, 'unavailable', 'This service keeps no transcripts, so it cannot store feedback');
      return reply.code(204).send();
    },
  });
}
