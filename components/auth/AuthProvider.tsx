import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthActions, AuthSession, AuthUser } from '@/lib/auth/types';
import { whenIdle } from '@/lib/dom/whenIdle';
import { visitorRuntime } from '@/lib/visitor/visitorRuntime';

export interface AuthContextValue extends AuthActions {
  user: AuthUser | null;
  /** True until the first auth state arrives (false at once for bots, whose listener is skipped). */
  loading: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const ACTIONS = ['signIn', 'signUp', 'signInWithGoogle', 'resetPassword', 'sendVerification', 'refreshUser', 'signOut'] as const;

interface Props {
  children: ReactNode;
  /** Where the session comes from; default: Firebase Auth, loaded as its own chunk. */
  loadSession?: () => Promise<AuthSession>;
  isBot?: () => Promise<boolean>;
}

/**
 * The visitor's account for every page. Firebase is not part of any page's first load: its chunk
 * loads once the page is idle (to learn whether someone is signed in), or as soon as the visitor
 * uses an action.
 */
export function AuthProvider({ children, loadSession, isBot }: Props) {
  const [state, setState] = useState<{ user: AuthUser | null; loading: boolean }>({ user: null, loading: true });
  // One session per provider, loaded once (again after a failed load); the loaders are the first render's.
  const [{ session, isBotVisitor }] = useState(() => {
    const load = loadSession ?? (() => visitorRuntime().then((runtime) => runtime.openAuthSession()));
    let pending: Promise<AuthSession> | null = null;
    return {
      session: () =>
        (pending ??= load().catch((error: unknown) => {
          pending = null;
          throw error;
        })),
      isBotVisitor: isBot ?? (() => visitorRuntime().then((runtime) => runtime.isBotVisitor())),
    };
  });

  // Every action: load the session if needed, run, and adopt a returned user (or a sign-out) at
  // once, so the page is right even before the listener has reported it.
  const actions = useMemo(() => {
    const entries = ACTIONS.map((name) => [
      name,
      async (...args: unknown[]) => {
        const run = (await session())[name] as (...input: unknown[]) => Promise<AuthUser | null | void>;
        const result = await run(...args);
        if (result !== undefined || name === 'signOut') setState({ user: result ?? null, loading: false });
        return result;
      },
    ]);
    return Object.fromEntries(entries) as unknown as AuthActions;
  }, [session]);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const cancelIdle = whenIdle(async () => {
      try {
        if (await isBotVisitor()) return active && setState({ user: null, loading: false });
        const opened = await session();
        if (active) unsubscribe = opened.listen((user) => setState({ user, loading: false }));
      } catch (error) {
        console.error('The sign-in service could not be loaded.', error);
        if (active) setState({ user: null, loading: false });
      }
    });
    return () => {
      active = false;
      cancelIdle();
      unsubscribe();
    };
  }, [session, isBotVisitor]);

  const value = useMemo<AuthContextValue>(() => ({ ...actions, ...state }), [actions, state]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuthContext(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuthContext must be used within AuthProvider');
  return context;
}
