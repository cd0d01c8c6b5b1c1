/**
 * Deployment settings baked into the export at build time (NEXT_PUBLIC_*). lib/publicEnv.js
 * gives each its default (the service that `npm start` runs beside the site, the local Auth
 * emulator), so a fresh checkout needs none of them. Next inlines each reference, so they are
 * read one by one. (Firebase's settings are in lib/firebase/firebaseConfig.ts.)
 */
export const publicConfig = {
  /** Origin or path prefix of the chat service; the widget posts to `${chatHost}/chat`. */
  chatHost: process.env.NEXT_PUBLIC_CHAT_HOST as string,
  /** Where the footer form posts subscriptions. */
  subscribeUrl: process.env.NEXT_PUBLIC_SUBSCRIBE_URL as string,
  /** Where the contact form posts. */
  contactUrl: process.env.NEXT_PUBLIC_CONTACT_URL as string,
};
