import { AUTH_ACTIONS } from './authActions';
import type { AuthActions, AuthConnection, AuthSession, AuthState, AuthUser } from './types';

/**
 * The auth context's connection (loaded after the first paint, with the visitor runtime): the
 * session is opened on the first watch or action, never for a bot's watch; a user an action
 * returns (or a sign-out) is reported at once, so the page is right before the listener says so.
 */
export function createAuthConnection(loadSession: () => Promise<AuthSession>, isBot: () => boolean): AuthConnection {
  const watchers = new Set<(state: AuthState) => void>();
  const report = (user: AuthUser | null) => watchers.forEach((onState) => onState({ user, loading: false }));

  const actions = Object.fromEntries(
    AUTH_ACTIONS.map((name) => [
      name,
      async (...args: unknown[]) => {
        const run = (await loadSession())[name] as (...input: unknown[]) => Promise<AuthUser | null | void>;
        const result = await run(...args);
        if (result !== undefined || name === 'signOut') report(result ?? null);
        return result;
      },
    ]),
  ) as unknown as AuthActions;

  return {
    ...actions,
    async watch(onState) {
      watchers.add(onState);
      const unwatch = () => void watchers.delete(onState);
      if (isBot()) {
        onState({ user: null, loading: false });
        return unwatch;
      }
      try {
        const unlisten = (await loadSession()).listen((user) => onState({ user, loading: false }));
        return () => {
          unwatch();
          unlisten();
        };
      } catch (error) {
        unwatch();
        throw error;
      }
    },
  };
}
