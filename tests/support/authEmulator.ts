import { publicEnv } from '../../lib/publicEnv';

/** The local Auth emulator the build points at (lib/publicEnv.js), driven over its REST endpoints. */
const env = publicEnv(process.env);
export const EMULATOR_URL = env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL!;
export const PROJECT_ID = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID!;
const admin = () => `${EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}`;

export async function emulatorReady(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${EMULATOR_URL}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Auth emulator did not answer on ${EMULATOR_URL}`);
}

export async function wipeAccounts(): Promise<void> {
  const response = await fetch(`${admin()}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not wipe the emulator's accounts: ${response.status}. Is it running (npm run test:auth)?`);
}

/** Production projects protect against e-mail enumeration; the emulator does not unless told. */
export async function setEnumerationProtection(enabled: boolean): Promise<void> {
  await fetch(`${admin()}/config`, {
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
  const { oobCodes: codes } = (await (await fetch(`${admin()}/oobCodes`)).json()) as { oobCodes: OobCode[] };
  return codes.filter((code) => code.email === email);
}

let addressCount = 0;
export const newAddress = (label = 'visitor') => `${label}-${Date.now()}-${process.pid}-${++addressCount}@example.test`;
