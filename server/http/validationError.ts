import type { z } from 'zod';
import { HttpError } from './httpError';

/** The first problem of a failed zod parse as a 400 that names the field. */
export function invalidRequest(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue.path.join('.');
  if (!field) return new HttpError(400, 'invalid_request', 'The body must be a JSON object');
  const message = issue.code === 'invalid_type' ? `${field} is required and must be a ${issue.expected}` : issue.message;
  return new HttpError(400, 'invalid_request', message);
}
