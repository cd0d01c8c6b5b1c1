/**
 * Deployment settings baked into the export at build time (NEXT_PUBLIC_*). lib/publicEnv.js
 * gives each its default (the service that `npm start` runs beside the site, the local Auth
 * emulator), so a fresh checkout needs none of them. Next inlines each reference, so they are
 * read one by one.
 */
export const publicConfig = {
  /** Origin or path prefix of the chat service; the widget posts to `${chatHost}/chat`. */
  chatHost: process.env.NEXT_PUBLIC_CHAT_HOST as string,
  /** Where the footer form posts subscriptions. */
  subscribeUrl: process.env.NEXT_PUBLIC_SUBSCRIBE_URL as string,
  /** Where the contact form posts. */
  contactUrl: process.env.NEXT_PUBLIC_CONTACT_URL as string,
  /** Hotjar site id; empty turns session recording off. */
  hotjarSiteId: process.env.NEXT_PUBLIC_HOTJAR_SITE_ID as string,
};

/** The web app's Firebase settings (public by design: Firebase security rules, not secrecy, protect data). */
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
