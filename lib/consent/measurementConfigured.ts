/**
 * Whether this build measures anything (a Hotjar site id or an Analytics measurement id): if not,
 * there is nothing to ask consent for. Both are build-time literals, so a build without them
 * drops the consent code from its pages altogether.
 */
export const measurementConfigured = (): boolean => Boolean(process.env.NEXT_PUBLIC_HOTJAR_SITE_ID || process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID);
