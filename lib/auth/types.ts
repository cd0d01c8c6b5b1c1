/** The signed-in visitor as the site sees it: a plain snapshot, so React notices every change. */
export interface AuthUser {
  uid: string;
  email: string | null;
  /** The profile's displayName as stored (a name, or a JSON of name and phone). */
  displayName: string | null;
  /** The name to greet the visitor with. */
  name: string;
  phone?: string;
  emailVerified: boolean;
  /** e.g. ['password'] or ['google.com']. */
  providers: string[];
}

export interface SignUpDetails {
  name: string;
  email: string;
  password: string;
  phone?: string;
}

/** The visitor's auth operations; each rethrows the provider's error to the caller. */
export interface AuthActions {
  signIn(email: string, password: string): Promise<AuthUser>;
  signUp(details: SignUpDetails): Promise<AuthUser>;
  signInWithGoogle(): Promise<AuthUser>;
  resetPassword(email: string): Promise<void>;
  /** Sends the verification mail; its link returns to the site root. */
  sendVerification(): Promise<void>;
  /** Re-reads the user from the provider (after the visitor verified their e-mail elsewhere). */
  refreshUser(): Promise<AuthUser | null>;
  signOut(): Promise<void>;
}

/** The live connection to the auth provider that the context drives. */
export interface AuthSession extends AuthActions {
  /** Calls back with the first auth state and every sign-in or sign-out; returns the unsubscribe. */
  listen(onUser: (user: AuthUser | null) => void): () => void;
}

/** What the auth context holds: the visitor, and whether the first auth state is still awaited. */
export interface AuthState {
  user: AuthUser | null;
  loading: boolean;
}

/** What AuthProvider drives: the auth actions, and a watch on the auth state. */
export interface AuthConnection extends AuthActions {
  /**
   * Reports the first auth state, every sign-in or sign-out, and each user an action returns;
   * a bot is reported signed out at once, with no listener. Resolves to the stop function.
   */
  watch(onState: (state: AuthState) => void): Promise<() => void>;
}
