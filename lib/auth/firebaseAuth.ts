import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
  type Persistence,
} from 'firebase/auth';
import { firebaseApp } from '@/lib/firebase/app';
import { firebasePublicConfig } from '@/lib/publicConfig';
import { choosePersistence, type PersistenceChoice } from './persistence';

const PERSISTENCE: Record<PersistenceChoice, Persistence> = {
  local: browserLocalPersistence,
  session: browserSessionPersistence,
  memory: inMemoryPersistence,
};

let auth: Auth | null = null;

/**
 * The page's Auth instance, created on first use with the storage that works here and, when the
 * build has no Firebase project, connected to the local emulator.
 */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  auth = initializeAuth(firebaseApp(), {
    persistence: PERSISTENCE[choosePersistence()],
    // Without the resolver signInWithPopup cannot open Google's window.
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (firebasePublicConfig.authEmulatorUrl) {
    // Must follow initializeAuth directly; the flag is a build setting, so production never connects.
    connectAuthEmulator(auth, firebasePublicConfig.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}
