import type { AuthActions } from './types';

/** The names of the auth operations, which the context exposes before Firebase has loaded. */
export const AUTH_ACTIONS = ['signIn', 'signUp', 'signInWithGoogle', 'resetPassword', 'sendVerification', 'refreshUser', 'signOut'] as const satisfies ReadonlyArray<
  keyof AuthActions
>;
