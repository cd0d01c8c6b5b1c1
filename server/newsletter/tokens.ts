import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes for a confirmation link; only the SHA-256 is stored. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const signature = (secret: Buffer, publicId: string) => createHmac('sha256', secret).update(`unsubscribe:${publicId}`).digest('base64url');

/**
 * The token of a subscriber's unsubscribe links: their public id and an HMAC of it. It needs no
 * storage and never expires, as RFC 8058 links must keep working.
 */
export const unsubscribeToken = (secret: Buffer, publicId: string): string => `${publicId}.${signature(secret, publicId)}`;

/** A subscriber's unsubscribe link on the public origin: its page (GET) and its RFC 8058 one-click target (POST). */
export const unsubscribeUrl = (publicUrl: string, secret: Buffer, publicId: string): string =>
  `${publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken(secret, publicId)}`;

/** The public id an unsubscribe token was made for, or null when it was not made with this secret. */
export function readUnsubscribeToken(secret: Buffer, token: string): string | null {
  const [publicId, mac, ...rest] = token.split('.');
  if (rest.length > 0 || !publicId || !mac || !UUID.test(publicId)) return null;
  const expected = Buffer.from(signature(secret, publicId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? publicId : null;
}

/** An IP address as a keyed hash: the same visitor's requests can be linked, the address is not kept. */
export const hashIp = (secret: Buffer, ip: string): string => createHmac('sha256', secret).update(`ip:${ip}`).digest('hex').slice(0, 32);
