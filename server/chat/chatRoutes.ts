import rateLimit from '@fastify/rate-limit';
import cors from '@fastify/cors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CHAT_LIMITS, SESSION_ID_PATTERN, type ChatError } from '@/lib/chat/contract';
import type { ChatConfig } from './chatConfig';
import type { ChatService } from './chatService';

const requestSchema = z.object({
  sessionId: z.string().regex(SESSION_ID_PATTERN, 'sessionId must be 8 to 64 letters, digits, "-" or "_"'),
  question: z
    .string()
    .transform((question) => question.trim())
    .pipe(z.string().min(1, 'question is empty').max(CHAT_LIMITS.maxQuestionChars, `question is longer than ${CHAT_LIMITS.maxQuestionChars} characters`)),
});

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

const VISITOR_MESSAGES: Record<number, string> = {
  400: 'Sorry, I could not read that message. Please try again.',
  403: 'This site is not allowed to use the assistant.',
  413: `Your message is too long. Please keep it under ${CHAT_LIMITS.maxQuestionChars.toLocaleString('en')} characters.`,
  415: 'Please send the question as JSON.',
  500: 'Sorry, something went wrong on our side. Please try again.',
};

function send(reply: FastifyReply, status: number, error: string, message: string, retryAfter?: number) {
  const body: ChatError = { error, message, answer: VISITOR_MESSAGES[status] ?? message, ...(retryAfter ? { retryAfter } : {}) };
  return reply.code(status).type('application/json').send(body);
}

/** A browser may call from the site's own origin (same host) or an origin on the allowlist. */
function originAllowed(request: FastifyRequest, allowlist: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowlist.includes(origin)) return true;
  try {
    return new URL(origin).host === new URL(`http://${request.headers.host}`).host;
  } catch {
    return false;
  }
}

/**
 * POST /api/chat: {sessionId, question} → {answer, sources, suggestions, mode}.
 * Bounded and validated: JSON only, 4 kB, 1–1000 characters, a well-formed session id,
 * per-IP and per-session rate limits, exact-origin CORS; every error is JSON.
 */
export async function chatRoutes(app: FastifyInstance, { service, config }: { service: ChatService; config: ChatConfig }) {
  await app.register(cors, { origin: config.corsOrigins, methods: ['POST'], credentials: false, maxAge: 600 });
  await app.register(rateLimit, { global: false });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 429) return send(reply, 429, error.code, error.message, error.retryAfter).header('cache-control', 'no-store');
      return send(reply, error.statusCode, error.code, error.message);
    }
    const status = 'statusCode' in error && error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'chat request failed');
    const code = { 400: 'bad_request', 413: 'payload_too_large', 415: 'unsupported_media_type' }[status as 400 | 413 | 415] ?? (status === 500 ? 'internal_error' : 'bad_request');
    const message = status === 500 ? 'Internal error' : status === 413 ? `The body is larger than ${CHAT_LIMITS.maxBodyBytes} bytes` : error.message;
    return send(reply, status, code, message);
  });

  // Two limits on one route, so they are applied by hand (the plugin's own hook runs once per request).
  const limit = (check: ReturnType<typeof app.createRateLimit>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, 'rate_limited', `You're sending messages quickly. Please try again in ${seconds} seconds.`, seconds);
  };
  const perIp = limit(app.createRateLimit({ max: config.rateLimit.perIpPerMinute, timeWindow: 60_000, keyGenerator: (request) => `ip:${request.ip}` }));
  const perSession = limit(
    app.createRateLimit({
      max: config.rateLimit.perSessionPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => {
        const sessionId = (request.body as { sessionId?: unknown } | undefined)?.sessionId;
        return typeof sessionId === 'string' ? `session:${sessionId.slice(0, 64)}` : `ip:${request.ip}`;
      },
    }),
  );

  app.post('/chat', {
    bodyLimit: CHAT_LIMITS.maxBodyBytes,
    onRequest: [
      async (request) => {
        if (!originAllowed(request, config.corsOrigins)) throw new HttpError(403, 'origin_not_allowed', 'This origin may not call the chat API');
      },
      perIp,
    ],
    preParsing: async (request) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (type !== 'application/json') throw new HttpError(415, 'unsupported_media_type', 'Content-Type must be application/json');
    },
    preHandler: perSession,
    handler: async (request, reply) => {
      const parsed = requestSchema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue.path.join('.') || 'body';
        const message = issue.code === 'invalid_type' ? `${field} is required and must be a ${issue.expected}` : issue.message;
        throw new HttpError(400, 'invalid_request', message);
      }
      reply.header('cache-control', 'no-store');
      return service.ask(parsed.data.sessionId, parsed.data.question);
    },
  });
}
