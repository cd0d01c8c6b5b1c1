import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { decodeDisplayName, encodeDisplayName } from './displayName';
import type { AuthSession, AuthUser } from './types';

export interface AuthSessionOptions {
  /** How a Google account signs in; default: Google's popup. Tests pass a credential sign-in. */
  googleSignIn?: (auth: Auth) => Promise<UserCredential>;
  /** Where the verification mail's link returns to; default: this site's root. */
  siteRoot?: () => string;
  warn?: (message: string, error: unknown) => void;
}

export function toAuthUser(user: User): AuthUser {
  const { name, phone } = decodeDisplayName(user.displayName);
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    name: name || user.email?.split('@')[0] || '',
    ...(phone ? { phone } : {}),
    emailVerified: user.emailVerified,
    providers: user.providerData.map((profile) => profile.providerId),
  };
}

/**
 * The spec's auth operations over one Firebase Auth instance. A profile update after sign-up or
 * Google sign-in that fails only warns; every other error reaches the caller.
 */
export function createAuthSession(auth: Auth, options: AuthSessionOptions = {}): AuthSession {
  const googleSignIn = options.googleSignIn ?? ((target: Auth) => signInWithPopup(target, new GoogleAuthProvider(), browserPopupRedirectResolver));
  const siteRoot = options.siteRoot ?? (() => `${window.location.origin}/`);
  const warn = options.warn ?? ((message: string, error: unknown) => console.warn(message, error));
  const listeners = new Set<(user: AuthUser | null) => void>();

  // Firebase notifies listeners only when the uid changes, so profile changes are announced here.
  const announce = (user: User): AuthUser => {
    const snapshot = toAuthUser(user);
    listeners.forEach((listener) => listener(snapshot));
    return snapshot;
  };

  const currentUser = (): User => {
    if (!auth.currentUser) throw new Error('No visitor is signed in.');
    return auth.currentUser;
  };

  const saveDisplayName = async (user: User, displayName: string | null, when: string) => {
    try {
      await updateProfile(user, { displayName });
    } catch (error) {
      warn(`The profile name could not be saved after ${when}; the visitor is signed in without it.`, error);
    }
  };

  return {
    listen(onUser) {
      listeners.add(onUser);
      const unsubscribe = onAuthStateChanged(auth, (user) => onUser(user ? toAuthUser(user) : null));
      return () => {
        listeners.delete(onUser);
        unsubscribe();
      };
    },
    async signIn(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      return announce(user);
    },
    async signUp({ name, email, password, phone }) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await saveDisplayName(user, encodeDisplayName({ name, phone }), 'sign-up');
      return announce(user);
    },
    async signInWithGoogle() {
      const { user } = await googleSignIn(auth);
      const googleName = user.displayName ?? user.providerData.find((profile) => profile.displayName)?.displayName ?? null;
      await saveDisplayName(user, googleName, 'Google sign-in');
      return announce(user);
    },
    async resetPassword(email) {
      await sendPasswordResetEmail(auth, email);
    },
    async sendVerification() {
      await sendEmailVerification(currentUser(), { url: siteRoot() });
    },
    async refreshUser() {
      if (!auth.currentUser) return null;
      await reload(auth.currentUser);
      return announce(auth.currentUser);
    },
    async signOut() {
      await signOut(auth);
    },
  };
}
