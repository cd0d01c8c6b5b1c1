import { hotjarSiteId } from '@/lib/analytics/hotjarSiteId';
import { hotjarInitScript } from '@/lib/analytics/hotjarSnippet';

/** Written beside the export by the post-build step; read by the server. */
export const THIRD_PARTY_SOURCES_FILE = 'csp-sources.json';

/** What pages may load or call beyond their own origin, by Content-Security-Policy directive. */
export interface ThirdPartySources {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  fontSrc: string[];
  styleSrc: string[];
  frameSrc: string[];
  /** Inline scripts that libraries insert (Hotjar's loader), allowed by their hash. */
  inlineScripts: string[];
}

/**
 * The sources a build needs for the services its public settings (lib/publicEnv.js) switch on:
 * Firebase Auth (or the local emulator), Google Analytics for Firebase, Hotjar. The post-build
 * step writes them beside the export, and the server adds them to its policy.
 */
export function thirdPartySources(env: Record<string, string>): ThirdPartySources {
  const sources: ThirdPartySources = { scriptSrc: [], connectSrc: [], imgSrc: [], fontSrc: [], styleSrc: [], frameSrc: [], inlineScripts: [] };
  const add = (directive: Exclude<keyof ThirdPartySources, 'inlineScripts'>, ...values: string[]) => sources[directive].push(...values);

  const emulator = env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL;
  if (emulator) {
    add('connectSrc', new URL(emulator).origin);
    add('frameSrc', new URL(emulator).origin);
  } else {
    add('connectSrc', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com');
    add('frameSrc', `https://${env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN}`);
  }
  // Google's sign-in popup loads its helper from apis.google.com.
  add('scriptSrc', 'https://apis.google.com');

  if (env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID) {
    add('scriptSrc', 'https://www.googletagmanager.com');
    add(
      'connectSrc',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
      'https://firebase.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
    );
    add('imgSrc', 'https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }

  const hotjar = hotjarSiteId(env.NEXT_PUBLIC_HOTJAR_SITE_ID);
  if (hotjar) {
    // Hotjar's documented policy: its scripts, styles, fonts, images, frames and sockets.
    add('scriptSrc', 'https://*.hotjar.com');
    add('connectSrc', 'https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com');
    add('imgSrc', 'https://*.hotjar.com');
    add('fontSrc', 'https://*.hotjar.com');
    add('styleSrc', 'https://*.hotjar.com');
    add('frameSrc', 'https://*.hotjar.com');
    sources.inlineScripts.push(hotjarInitScript(hotjar));
  }
  return sources;
}
