import type { FastifyRequest } from 'fastify';
import { HttpError } from './httpError';

/**
 * Characters no field of ours may hold: NUL and the other control characters (tab, line feed and
 * carriage return are text), and a lone surrogate (half an emoji cut in two), which PostgreSQL
 * and JSON encoders refuse further down, losing what the visitor sent.
 */
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path ("name", "items.2.title") of the first string value holding an unsafe character, or null. */
export function unsafeField(value: unknown): string | null {
  // Iterative: a 16 kB body can nest thousands of levels deep.
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (UNSAFE.test(item)) return path;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/**
 * One guard for every API route, before its own validation: a query parameter given twice, or
 * a text value with a control character or a broken emoji, gets a 400 naming the field.
 */
export async function rejectUnsafeInput(request: FastifyRequest): Promise<void> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) throw new HttpError(400, 'invalid_request', `${name} must be given once`);
  }
  const field = unsafeField(query) ?? unsafeField(request.body);
  if (field !== null) {
    throw new HttpError(400, 'invalid_request', `${field || 'The body'} contains a character that is not allowed (a control character or a broken emoji)`, field ? { field } : {});
  }
}
