import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { EMULATOR_URL, PROJECT_ID } from '../support/authEmulator';

export { newAddress, oobCodes, setEnumerationProtection, wipeAccounts } from '../support/authEmulator';

let count = 0;
/** A separate app and Auth instance per test, so no state leaks between tests. */
export function emulatorAuth(): { app: FirebaseApp; auth: Auth; dispose: () => Promise<void> } {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` }, `test-${++count}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, EMULATOR_URL, { disableWarnings: true });
  return { app, auth, dispose: () => deleteApp(app) };
}
