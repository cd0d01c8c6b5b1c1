import { createAuthSession } from './authSession';
import { firebaseAuth } from './firebaseAuth';
import type { AuthSession } from './types';

/** The chunk the auth context loads when the page is idle or the visitor acts: Firebase Auth and the session. */
export function openAuthSession(): AuthSession {
  return createAuthSession(firebaseAuth());
}
