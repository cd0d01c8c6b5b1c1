/** An error a route throws on purpose: its status, a stable code and a message for the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** More fields for the JSON body, e.g. `fields` or `retryAfter`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
