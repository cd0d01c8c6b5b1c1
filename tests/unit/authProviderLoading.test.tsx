// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuthContext } from '@/components/auth/AuthProvider';
import { createAuthConnection } from '@/lib/auth/authConnection';
import { hasStoredUser } from '@/lib/auth/storedUser';
import type { AuthSession, AuthUser } from '@/lib/auth/types';

const ASHA: AuthUser = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha Rao', name: 'Asha Rao', emailVerified: true, providers: ['password'] };
const STORED_KEY = 'firebase:authUser:demo-key:[DEFAULT]';

/** Firebase stand-in: `connect` counts how often the provider asked for the sign-in service. */
function renderAuth(storedUser: AuthUser | null) {
  const session = {
    listen: (onUser: (user: AuthUser | null) => void) => {
      onUser(storedUser);
      return () => {};
    },
    signIn: vi.fn(async () => ASHA),
  } as unknown as AuthSession;
  const connection = createAuthConnection(async () => session, () => false);
  const connect = vi.fn(async () => connection);
  const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider connect={connect}>{children}</AuthProvider>;
  return { connect, ...renderHook(() => useAuthContext(), { wrapper }) };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('when the auth provider loads the sign-in service', () => {
  it('never, for a browser that holds no signed-in user: it settles signed out', async () => {
    const { result, connect } = renderAuth(null);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(connect).not.toHaveBeenCalled();
  });

  it('when idle, for a browser that holds a user in local storage, and reports that user', async () => {
    localStorage.setItem(STORED_KEY, '{}');
    const { result, connect } = renderAuth(ASHA);
    await waitFor(() => expect(result.current.user).toEqual(ASHA));
    expect(result.current.loading).toBe(false);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('when idle, for a user kept for this tab only (session storage)', async () => {
    sessionStorage.setItem(STORED_KEY, '{}');
    const { result } = renderAuth(ASHA);
    await waitFor(() => expect(result.current.user).toEqual(ASHA));
  });

  it('on the first action, which then keeps the page up to date', async () => {
    const { result, connect } = renderAuth(null);
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.signIn('asha@example.com', 'correct horse battery'));
    expect(result.current.user).toEqual(ASHA);
    expect(connect).toHaveBeenCalled();
  });

  it('when another tab signs a user in', async () => {
    const { result, connect } = renderAuth(ASHA);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(connect).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '1' }));
      window.dispatchEvent(new StorageEvent('storage', { key: STORED_KEY, newValue: null }));
    });
    expect(connect).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: STORED_KEY, newValue: '{}' })));
    await waitFor(() => expect(result.current.user).toEqual(ASHA));
    expect(connect).toHaveBeenCalledTimes(1);
  });
});

describe('hasStoredUser', () => {
  it("finds Firebase's key in either storage, and treats unreadable storage as holding none", () => {
    const storage = (keys: string[]) => () => ({ length: keys.length, key: (index: number) => keys[index] ?? null }) as Storage;
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(hasStoredUser([storage(['theme', STORED_KEY])])).toBe(true);
    expect(hasStoredUser([blocked, storage([STORED_KEY])])).toBe(true);
    expect(hasStoredUser([storage(['theme', 'firebase:host:x'])])).toBe(false);
    expect(hasStoredUser([blocked])).toBe(false);
  });
});
