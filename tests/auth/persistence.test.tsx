// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuthContext } from '@/components/auth/AuthProvider';
import { createAuthConnection } from '@/lib/auth/authConnection';
import { choosePersistence, PERSISTENCE_UNAVAILABLE } from '@/lib/auth/persistence';
import { authSession } from '@/lib/visitor/runtime';
import { newAddress, wipeAccounts } from './emulator';

/** Storage that exists but refuses writes, as in Safari's private mode or with storage blocked. */
function refuseWrites(storage: Storage) {
  const setItem = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (this === storage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return setItem.call(this, key, value);
  });
}

beforeEach(() => wipeAccounts());
afterEach(cleanup);

describe('auth persistence', () => {
  it('prefers local storage', () => {
    const logError = vi.fn();
    expect(choosePersistence(undefined, logError)).toBe('local');
    expect(logError).not.toHaveBeenCalled();
  });

  it('falls back to session storage when local storage refuses writes', () => {
    refuseWrites(window.localStorage);
    const logError = vi.fn();
    expect(choosePersistence(undefined, logError)).toBe('session');
    expect(logError).not.toHaveBeenCalled();
  });

  it('logs an error when neither can be written, and keeps the sign-in in memory', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const logError = vi.fn();
    expect(choosePersistence(undefined, logError)).toBe('memory');
    expect(logError).toHaveBeenCalledWith(PERSISTENCE_UNAVAILABLE);
  });

  it("the site's own Firebase session logs the error and still signs a visitor up when no storage works", async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The page's own session: its Firebase app, configured from NEXT_PUBLIC_FIREBASE_* (the emulator here).
    const connection = createAuthConnection(authSession, () => false);
    const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider connect={async () => connection}>{children}</AuthProvider>;
    const { result } = renderHook(() => useAuthContext(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false), { timeout: 10_000 });
    const email = newAddress('memory');
    // No user can be stored here, so Firebase loads with the first action, and logs then.
    await act(() => result.current.signUp({ name: 'No Storage', email, password: 'correct horse battery' }));
    expect(logged).toHaveBeenCalledWith(PERSISTENCE_UNAVAILABLE);
    expect(result.current.user?.email).toBe(email);
    await act(() => result.current.signOut());
  });
});
