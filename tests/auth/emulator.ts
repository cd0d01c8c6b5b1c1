import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';

/** The emulator the build points at (lib/publicEnv.js); `npm run test:auth` starts it. */
export const EMULATOR_URL = process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL as string;
export const PROJECT_ID = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID as string;
const admin = `${EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}`;

export async function wipeAccounts(): Promise<void> {
  const response = await fetch(`${admin}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not wipe the emulator's accounts: ${response.status}. Is it running (npm run test:auth)?`);
}

/** Production projects protect against e-mail enumeration; the emulator does not unless told. */
export async function setEnumerationProtection(enabled: boolean): Promise<void> {
  await fetch(`${admin}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
}

export interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
}

export async function oobCodes(email: string): Promise<OobCode[]> {
  const { oobCodes: codes } = (await (await fetch(`${admin}/oobCodes`)).json()) as { oobCodes: OobCode[] };
  return codes.filter((code) => code.email === email);
}

let count = 0;
/** A separate app and Auth instance per test, so no state leaks between tests. */
export function emulatorAuth(): { app: FirebaseApp; auth: Auth; dispose: () => Promise<void> } {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` }, `test-${++count}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, EMULATOR_URL, { disableWarnings: true });
  return { app, auth, dispose: () => deleteApp(app) };
}

let addressCount = 0;
export const newAddress = (label = 'visitor') => `${label}-${Date.now()}-${++addressCount}@example.test`;
