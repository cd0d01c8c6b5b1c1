/**
 * Everything a person's visit adds after the first paint, behind one dynamic import (each import
 * site costs the first load its own loader): bot detection and the auth context's connection,
 * then on demand the Firebase Auth session and the consent banner, each its own chunk again.
 */
import { isBotVisitor } from '@/lib/auth/botVisitor';
import { createAuthConnection } from '@/lib/auth/authConnection';
import type { AuthConnection, AuthSession } from '@/lib/auth/types';

export { isBotVisitor };

let session: Promise<AuthSession> | null = null;

/** The one Firebase Auth session of this page; a failed load is tried again on the next call. */
export function authSession(): Promise<AuthSession> {
  session ??= import('@/lib/auth/loadAuthSession')
    .then((module) => module.openAuthSession())
    .catch((error: unknown) => {
      session = null;
      throw error;
    });
  return session;
}

let connection: AuthConnection | null = null;

/** The page's auth connection over that session (AuthProvider's default). */
export const authConnection = () => (connection ??= createAuthConnection(authSession, () => isBotVisitor()));

export const startCookieBanner = () => import('@/lib/consent/cookieBanner').then((module) => module.startCookieBanner());

export const showCookieSettings = () => import('@/lib/consent/cookieBanner').then((module) => module.showCookieSettings());
