import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebasePublicConfig } from '@/lib/firebase/firebaseConfig';

/** The one Firebase app of the page, created on first use (never at import of a page). */
export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebasePublicConfig.options);
}
