import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from './httpError';

export interface ApiErrorBody {
  error: string;
  message: string;
  [field: string]: unknown;
}

export interface JsonErrorOptions {
  /** Named in the log line of an unexpected error. */
  service: string;
  /** The largest body the routes take, for the 413 message. */
  bodyLimit: number;
  /** Adds fields to every error body (the chat adds the line its widget shows). */
  decorate?: (status: number, body: ApiErrorBody) => Record<string, unknown>;
}

const CODES: Record<number, string> = { 400: 'bad_request', 413: 'payload_too_large', 415: 'unsupported_media_type' };

/**
 * Every error of the plugin's routes as JSON `{error, message, ...}`: thrown HttpErrors as they
 * are, Fastify's own 4xx (bad JSON, body too large) with a clear message, anything else as a
 * logged 500 that shows no internals.
 */
export function installJsonErrors(app: FastifyInstance, { service, bodyLimit, decorate }: JsonErrorOptions): void {
  const send = (reply: FastifyReply, status: number, body: ApiErrorBody) => {
    if (status === 429) reply.header('cache-control', 'no-store');
    return reply.code(status).type('application/json').send({ ...body, ...decorate?.(status, body) });
  };
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return send(reply, error.statusCode, { error: error.code, message: error.message, ...error.extra });
    const status = 'statusCode' in error && error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      // The id is in the log line and the response, so a report of the failure finds its log.
      request.log.error({ err: error, requestId: request.id }, `${service} request failed`);
      return send(reply, 500, { error: 'internal_error', message: `Internal error (request ${request.id})`, requestId: request.id });
    }
    const message = status === 413 ? `The body is larger than ${bodyLimit} bytes` : error.message;
    return send(reply, status, { error: CODES[status] ?? 'bad_request', message });
  });
}
