import { describe, expect, it } from 'vitest';
import { hotjarInitScript } from '@/lib/analytics/hotjarSnippet';
import { publicEnv } from '@/lib/publicEnv';
import { thirdPartySources } from '@/lib/security/thirdPartySources';

describe('third-party sources of the page policy', () => {
  it('by default allow only the local Auth emulator (and Google sign-in), no analytics, no Hotjar', () => {
    const sources = thirdPartySources(publicEnv({}));
    expect(sources.connectSrc).toEqual(['http://127.0.0.1:9099']);
    expect(sources.scriptSrc).toEqual(['https://apis.google.com']);
    expect(sources.inlineScripts).toEqual([]);
    expect(JSON.stringify(sources)).not.toMatch(/hotjar|google-analytics|googletagmanager/);
  });

  it('with a real Firebase project, analytics and Hotjar allow exactly their services and the Hotjar loader', () => {
    const sources = thirdPartySources(
      publicEnv({
        NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
        NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'example.firebaseapp.com',
        NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: 'G-ABC',
        NEXT_PUBLIC_HOTJAR_SITE_ID: '123',
      }),
    );
    expect(sources.connectSrc).toEqual(expect.arrayContaining(['https://identitytoolkit.googleapis.com', 'https://*.google-analytics.com', 'wss://*.hotjar.com']));
    expect(sources.connectSrc.some((source) => source.includes('127.0.0.1'))).toBe(false);
    expect(sources.frameSrc).toEqual(expect.arrayContaining(['https://example.firebaseapp.com', 'https://*.hotjar.com']));
    expect(sources.scriptSrc).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://*.hotjar.com']));
    expect(sources.inlineScripts).toEqual([hotjarInitScript(123)]);
  });
});
