import { publicConfig } from '../publicConfig';
import type { ContactField, ContactRequest } from './contactForm';

export type ContactResult =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: Partial<Record<ContactField, string>> }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'failed' };

/** Posts the contact form; every outcome, a network failure included, comes back as a result. */
export async function sendContact(request: ContactRequest, fetchImpl: typeof fetch = fetch): Promise<ContactResult> {
  let response: Response;
  try {
    response = await fetchImpl(publicConfig.contactUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch (error) {
    console.error('Contact form could not reach the service:', error);
    return { kind: 'failed' };
  }
  if (response.ok) return { kind: 'sent' };
  const body = (await response.json().catch(() => ({}))) as { fields?: Partial<Record<ContactField, string>>; retryAfter?: number };
  if (response.status === 429) {
    const retryAfterSeconds = Number(response.headers.get('retry-after') ?? body.retryAfter ?? 60);
    return { kind: 'rateLimited', retryAfterSeconds: Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? retryAfterSeconds : 60 };
  }
  if (response.status === 400 && body.fields && Object.keys(body.fields).length > 0) return { kind: 'invalid', errors: body.fields };
  console.error(`Contact form failed: HTTP ${response.status}`);
  return { kind: 'failed' };
}
