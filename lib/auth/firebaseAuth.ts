import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
  type Persistence,
} from 'firebase/auth';
import { firebaseApp } from '@/lib/firebase/app';
import { firebasePublicConfig } from '@/lib/firebase/firebaseConfig';
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
  // No popupRedirectResolver here: given at start, Firebase preloads Google's helper script on
  // mobile for every visitor. The Google sign-in passes it when it opens the popup.
  auth = initializeAuth(firebaseApp(), { persistence: PERSISTENCE[choosePersistence()] });
  if (firebasePublicConfig.authEmulatorUrl) {
    // Must follow initializeAuth directly; the flag is a build setting, so production never connects.
    connectAuthEmulator(auth, firebasePublicConfig.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}
