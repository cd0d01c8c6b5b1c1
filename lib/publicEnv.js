// @ts-check
/**
 * The build-time public settings (NEXT_PUBLIC_*) with their defaults, in one place for
 * next.config.js (which inlines them), the start and dev scripts (which start the local Auth
 * emulator when no Firebase project is configured) and the post-build step (which derives the
 * page's Content-Security-Policy from them). CommonJS, because next.config.js requires it.
 */

/** The Auth emulator's `demo-` project: no real Firebase project, nothing leaves the machine. */
const EMULATOR_PROJECT_ID = 'demo-website';
const EMULATOR_HOST = '127.0.0.1';
const EMULATOR_PORT = 9099;

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {boolean} true when no Firebase project is configured (or an emulator URL is given), so
 * the site uses the emulator. publicEnv(publicEnv(env)) equals publicEnv(env).
 */
function usesAuthEmulator(env) {
  return !env.NEXT_PUBLIC_FIREBASE_API_KEY || Boolean(env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL);
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, string>} every NEXT_PUBLIC_* value the client reads, defaults filled in.
 */
function publicEnv(env) {
  const emulator = usesAuthEmulator(env);
  return {
    NEXT_PUBLIC_CHAT_HOST: env.NEXT_PUBLIC_CHAT_HOST || '/api',
    NEXT_PUBLIC_SUBSCRIBE_URL: env.NEXT_PUBLIC_SUBSCRIBE_URL || '/api/subscribe',
    NEXT_PUBLIC_CONTACT_URL: env.NEXT_PUBLIC_CONTACT_URL || '/api/contact',
    NEXT_PUBLIC_BUILD_YEAR: String(new Date().getFullYear()),
    NEXT_PUBLIC_FIREBASE_API_KEY: env.NEXT_PUBLIC_FIREBASE_API_KEY || 'demo-api-key',
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || EMULATOR_PROJECT_ID,
    NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET || '',
    NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID || '',
    NEXT_PUBLIC_FIREBASE_APP_ID: env.NEXT_PUBLIC_FIREBASE_APP_ID || (emulator ? '1:000000000000:web:0000000000000000' : ''),
    /** Firebase Analytics (GA4) stream; without it analytics stays off. */
    NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID || '',
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL: emulator
      ? env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL || `http://${EMULATOR_HOST}:${EMULATOR_PORT}`
      : '',
    /** Hotjar site id; without it session recording stays off. */
    NEXT_PUBLIC_HOTJAR_SITE_ID: env.NEXT_PUBLIC_HOTJAR_SITE_ID || '',
  };
}

module.exports = { publicEnv, usesAuthEmulator, EMULATOR_PROJECT_ID, EMULATOR_HOST, EMULATOR_PORT };
