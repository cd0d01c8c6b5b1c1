import { firebaseApp } from './app';

/**
 * The Firebase services the site is configured for besides Auth and Analytics. Each is
 * its own chunk, loaded only when called; the site makes no data calls to them today.
 */
export async function loadInstallations() {
  const { getInstallations } = await import('firebase/installations');
  return getInstallations(firebaseApp());
}

export async function loadDocumentDatabase() {
  const { getFirestore } = await import('firebase/firestore');
  return getFirestore(firebaseApp());
}
