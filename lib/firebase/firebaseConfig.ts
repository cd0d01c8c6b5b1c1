/**
 * The web app's Firebase settings (public by design: Firebase security rules, not secrecy, protect
 * data), from NEXT_PUBLIC_FIREBASE_* (lib/publicEnv.js). Only the lazily loaded Firebase code reads
 * them, so they are in no page's first load.
 */
export const firebasePublicConfig = {
  options: {
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY as string,
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN as string,
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID as string,
    storageBucket: (process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET as string) || undefined,
    messagingSenderId: (process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID as string) || undefined,
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID as string,
    measurementId: (process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID as string) || undefined,
  },
  /** The local Auth emulator's URL; empty for a real Firebase project. */
  authEmulatorUrl: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL as string,
};
