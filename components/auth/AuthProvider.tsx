import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthActions, AuthSession, AuthUser } from '@/lib/auth/types';
import { whenIdle } from '@/lib/dom/whenIdle';

export interface AuthContextValue extends AuthActions {
  user: AuthUser | null;
  /** True until the first auth state arrives (false at once for bots, whose listener is skipped). */
  loading: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const loadFirebaseSession = () => import('@/lib/auth/loadAuthSession').then((module) => module.openAuthSession());
const detectBot = () => import('@/lib/auth/botVisitor').then((module) => module.isBotVisitor());

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
export function AuthProvider({ children, loadSession = loadFirebaseSession, isBot = detectBot }: Props) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);
  const sessionRef = useRef<Promise<AuthSession> | null>(null);
  const loaders = useRef({ loadSession, isBot });

  const session = useMemo(() => {
    return () => {
      sessionRef.current ??= loaders.current.loadSession().catch((error: unknown) => {
        sessionRef.current = null;
        throw error;
      });
      return sessionRef.current;
    };
  }, []);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const start = async () => {
      try {
        if (await loaders.current.isBot()) {
          if (active) setLoading(false);
          return;
        }
        const opened = await session();
        if (!active) return;
        unsubscribe = opened.listen((next) => {
          setUser(next);
          setLoading(false);
        });
      } catch (error) {
        console.error('The sign-in service could not be loaded.', error);
        if (active) setLoading(false);
      }
    };
    const cancelIdle = whenIdle(() => void start());
    return () => {
      active = false;
      cancelIdle();
      unsubscribe();
    };
  }, [session]);

  const value = useMemo<AuthContextValue>(() => {
    // Results are adopted directly too, so the page is right even before the listener runs.
    const adopt = <T extends AuthUser | null>(next: T): T => {
      setUser(next);
      setLoading(false);
      return next;
    };
    return {
      user,
      loading,
      signIn: async (email, password) => adopt(await (await session()).signIn(email, password)),
      signUp: async (details) => adopt(await (await session()).signUp(details)),
      signInWithGoogle: async () => adopt(await (await session()).signInWithGoogle()),
      resetPassword: async (email) => (await session()).resetPassword(email),
      sendVerification: async () => (await session()).sendVerification(),
      refreshUser: async () => adopt(await (await session()).refreshUser()),
      signOut: async () => {
        await (await session()).signOut();
        adopt(null);
      },
    };
  }, [user, loading, session]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuthContext(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuthContext must be used within AuthProvider');
  return context;
}
