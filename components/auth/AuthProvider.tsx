import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AUTH_ACTIONS } from '@/lib/auth/authActions';
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
 * page's first load: it loads once the page is idle, or as soon as the visitor uses an action.
 */
export function AuthProvider({ children, connect = connectVisitor }: Props) {
  const [state, setState] = useState<AuthState>({ user: null, loading: true });
  // The first render's connection serves the provider's whole life.
  const [connection] = useState(() => connect);
  const [actions] = useState(
    () =>
      Object.fromEntries(
        AUTH_ACTIONS.map((name) => [name, async (...args: unknown[]) => ((await connection())[name] as (...input: unknown[]) => unknown)(...args)]),
      ) as unknown as AuthActions,
  );

  useEffect(() => {
    let active = true;
    let stop = () => {};
    const cancelIdle = whenIdle(() =>
      connection()
        .then((connected) => connected.watch(setState))
        .then(
          (stopWatching) => (active ? (stop = stopWatching) : stopWatching()),
          (error: unknown) => {
            console.error('The sign-in service could not be loaded.', error);
            if (active) setState({ user: null, loading: false });
          },
        ),
    );
    return () => {
      active = false;
      cancelIdle();
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
