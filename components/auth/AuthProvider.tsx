import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AUTH_ACTIONS } from '@/lib/auth/authActions';
import { hasStoredUser, isStoredUserKey } from '@/lib/auth/storedUser';
import type { AuthActions, AuthConnection, AuthState } from '@/lib/auth/types';
import { whenIdle } from '@/lib/dom/whenIdle';
import { visitorRuntime } from '@/lib/visitor/visitorRuntime';

export interface AuthContextValue extends AuthActions, AuthState {}

const AuthContext = createContext<AuthContextValue | null>(null);

interface Props {
  children: ReactNode;
  /** The connection to drive; default: Firebase Auth through the visitor runtime, its own chunks. */
  connect?: () => Promise<AuthConnection>;
}

const connectVisitor = () => visitorRuntime().then((runtime) => runtime.authConnection());

/**
 * The visitor's account for every page: the user, and `loading` until the first auth state
 * arrives (false at once for bots, whose listener is skipped). Firebase is not part of any
 * page's first load. It loads once the page is idle when this browser holds a signed-in user,
 * when another tab signs one in, or as soon as the visitor uses an action; a browser that holds
 * none is signed out, which the page learns when idle without loading Firebase at all.
 */
export function AuthProvider({ children, connect = connectVisitor }: Props) {
  const [state, setState] = useState<AuthState>({ user: null, loading: true });
  // The first render's connection serves the provider's whole life.
  const [connection] = useState(() => connect);
  // Starts the auth listener once; set by the effect below, so actions used after mount start it.
  const startWatching = useRef(() => {});
  const [actions] = useState(
    () =>
      Object.fromEntries(
        AUTH_ACTIONS.map((name) => [
          name,
          async (...args: unknown[]) => {
            startWatching.current();
            return ((await connection())[name] as (...input: unknown[]) => unknown)(...args);
          },
        ]),
      ) as unknown as AuthActions,
  );

  useEffect(() => {
    let active = true;
    let started = false;
    let stop = () => {};
    const start = () => {
      if (started) return;
      started = true;
      connection()
        .then((connected) => connected.watch(setState))
        .then(
          (stopWatching) => (active ? (stop = stopWatching) : stopWatching()),
          (error: unknown) => {
            console.error('The sign-in service could not be loaded.', error);
            if (active) setState({ user: null, loading: false });
          },
        );
    };
    startWatching.current = start;
    const cancelIdle = whenIdle(() => {
      if (hasStoredUser()) start();
      else if (!started) setState({ user: null, loading: false });
    });
    const onStorage = (event: StorageEvent) => {
      if (isStoredUserKey(event.key) && event.newValue !== null) start();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      startWatching.current = () => {};
      cancelIdle();
      window.removeEventListener('storage', onStorage);
      stop();
    };
  }, [connection]);

  const value = useMemo<AuthContextValue>(() => ({ ...actions, ...state }), [actions, state]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuthContext(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuthContext must be used within AuthProvider');
  return context;
}
