import { hotjarSiteId } from '@/lib/analytics/hotjarSiteId';

/**
 * Whether this build measures anything (a Hotjar site id or an Analytics measurement id): if not,
 * there is nothing to ask consent for. Reads the two settings alone, so the first load carries no
 * other Firebase setting.
 */
export const measurementConfigured = (): boolean =>
  hotjarSiteId(process.env.NEXT_PUBLIC_HOTJAR_SITE_ID) !== null || Boolean(process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID);
