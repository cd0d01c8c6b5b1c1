// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { applyActionCode, confirmPasswordReset, GoogleAuthProvider, signInWithCredential, type Auth } from 'firebase/auth';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuthContext } from '@/components/auth/AuthProvider';
import { createAuthConnection } from '@/lib/auth/authConnection';
import { createAuthSession, type AuthSessionOptions } from '@/lib/auth/authSession';
import { isBotVisitor } from '@/lib/auth/botVisitor';
import { emulatorAuth, newAddress, oobCodes, setEnumerationProtection, wipeAccounts } from './emulator';

const PASSWORD = 'correct horse battery';
const disposers: Array<() => Promise<void>> = [];

/** The real context over a real Auth instance connected to the emulator. */
function renderAuth(options: AuthSessionOptions = {}) {
  const { auth, dispose } = emulatorAuth();
  disposers.push(dispose);
  const session = createAuthSession(auth, { siteRoot: () => 'http://localhost:3000/', ...options });
  const connection = createAuthConnection(async () => session, () => false);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider connect={async () => connection}>
      {children}
    </AuthProvider>
  );
  return { auth, ...renderHook(() => useAuthContext(), { wrapper }) };
}

async function settled(result: { current: { loading: boolean } }) {
  await waitFor(() => expect(result.current.loading).toBe(false));
}

beforeAll(() => setEnumerationProtection(true));
beforeEach(() => wipeAccounts());
afterEach(async () => {
  cleanup();
  await Promise.all(disposers.splice(0).map((dispose) => dispose()));
});

describe('the auth context against the Auth emulator', () => {
  it('is loading until the first auth state arrives, then signed out', async () => {
    const { result } = renderAuth();
    expect(result.current.loading).toBe(true);
    await settled(result);
    expect(result.current.user).toBeNull();
  });

  it('signs up with a phone: the displayName holds a JSON of name and phone', async () => {
    const { result, auth } = renderAuth();
    await settled(result);
    const email = newAddress('phone');
    await act(() => result.current.signUp({ name: 'Asha Rao', email, password: PASSWORD, phone: '+91 98200 12345' }));
    expect(JSON.parse(auth.currentUser?.displayName ?? '')).toEqual({ name: 'Asha Rao', phone: '+91 98200 12345' });
    expect(result.current.user).toMatchObject({ email, name: 'Asha Rao', phone: '+91 98200 12345', emailVerified: false, providers: ['password'] });
  });

  it('signs up without a phone: the displayName is the name', async () => {
    const { result, auth } = renderAuth();
    await settled(result);
    await act(() => result.current.signUp({ name: 'Lena Fischer', email: newAddress('nophone'), password: PASSWORD }));
    expect(auth.currentUser?.displayName).toBe('Lena Fischer');
    expect(result.current.user?.name).toBe('Lena Fischer');
    expect(result.current.user?.phone).toBeUndefined();
  });

  it('signs out, and signs in again with the same password', async () => {
    const { result } = renderAuth();
    await settled(result);
    const email = newAddress('again');
    await act(() => result.current.signUp({ name: 'Sam Lee', email, password: PASSWORD }));
    await act(() => result.current.signOut());
    await waitFor(() => expect(result.current.user).toBeNull());
    await act(() => result.current.signIn(email, PASSWORD));
    expect(result.current.user).toMatchObject({ email, name: 'Sam Lee' });
  });

  it('rethrows a wrong password to the caller and stays signed out', async () => {
    const { result } = renderAuth();
    await settled(result);
    const email = newAddress('wrong');
    await act(() => result.current.signUp({ name: 'Kim', email, password: PASSWORD }));
    await act(() => result.current.signOut());
    await expect(result.current.signIn(email, 'not the password')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    expect(result.current.user).toBeNull();
  });

  it('rethrows an e-mail that is already in use', async () => {
    const { result } = renderAuth();
    await settled(result);
    const email = newAddress('taken');
    await act(() => result.current.signUp({ name: 'First', email, password: PASSWORD }));
    await act(() => result.current.signOut());
    await expect(result.current.signUp({ name: 'Second', email, password: PASSWORD })).rejects.toMatchObject({ code: 'auth/email-already-in-use' });
  });

  it('sends a password reset whose code sets a new password', async () => {
    const { result, auth } = renderAuth();
    await settled(result);
    const email = newAddress('reset');
    await act(() => result.current.signUp({ name: 'Ravi', email, password: PASSWORD }));
    await act(() => result.current.signOut());
    await act(() => result.current.resetPassword(email));
    const [reset] = (await oobCodes(email)).filter((code) => code.requestType === 'PASSWORD_RESET');
    expect(reset).toBeDefined();
    await confirmPasswordReset(auth, reset!.oobCode, 'a brand new passphrase');
    await expect(result.current.signIn(email, PASSWORD)).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await act(() => result.current.signIn(email, 'a brand new passphrase'));
    expect(result.current.user?.email).toBe(email);
  });

  it('sends a verification mail that returns to the site root, and sees the address verified after a refresh', async () => {
    const { result, auth } = renderAuth();
    await settled(result);
    const email = newAddress('verify');
    await act(() => result.current.signUp({ name: 'Mei', email, password: PASSWORD }));
    await act(() => result.current.sendVerification());
    const [verify] = (await oobCodes(email)).filter((code) => code.requestType === 'VERIFY_EMAIL');
    expect(new URL(verify!.oobLink).searchParams.get('continueUrl')).toBe('http://localhost:3000/');
    await applyActionCode(auth, verify!.oobCode);
    expect(result.current.user?.emailVerified).toBe(false);
    await act(() => result.current.refreshUser());
    expect(result.current.user?.emailVerified).toBe(true);
  });

  it('rethrows a verification request with nobody signed in', async () => {
    const { result } = renderAuth();
    await settled(result);
    await expect(result.current.sendVerification()).rejects.toThrow('No visitor is signed in.');
  });

  const googleToken = (email: string) => JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name: 'Priya Nair' });
  const credentialSignIn = (email: string) => (auth: Auth) => signInWithCredential(auth, GoogleAuthProvider.credential(googleToken(email)));

  it('signs in with a Google account and copies its name to the profile', async () => {
    const email = newAddress('google');
    const { result, auth } = renderAuth({ googleSignIn: credentialSignIn(email) });
    await settled(result);
    await act(() => result.current.signInWithGoogle());
    expect(auth.currentUser?.displayName).toBe('Priya Nair');
    expect(result.current.user).toMatchObject({ email, name: 'Priya Nair', emailVerified: true, providers: ['google.com'] });
  });

  it('still signs in with Google when the profile update fails, and only warns', async () => {
    const email = newAddress('google-fail');
    const warn = vi.fn();
    const signInThenLoseAccount = async (auth: Auth) => {
      const credential = await credentialSignIn(email)(auth);
      await wipeAccounts(); // the profile update that follows now fails on the server
      return credential;
    };
    const { result } = renderAuth({ googleSignIn: signInThenLoseAccount, warn });
    await settled(result);
    await act(() => result.current.signInWithGoogle());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Google sign-in'), expect.anything());
    expect(result.current.user?.email).toBe(email);
  });

  it('rethrows a failed Google sign-in', async () => {
    const failing = async () => {
      throw Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' });
    };
    const { result } = renderAuth({ googleSignIn: failing });
    await settled(result);
    await expect(result.current.signInWithGoogle()).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
    expect(result.current.user).toBeNull();
  });
});

describe('the auth context without a session', () => {
  it('skips the listener for a bot user agent: not loading, no Firebase loaded', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    const loadSession = vi.fn();
    const connection = createAuthConnection(loadSession, () => isBotVisitor());
    const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider connect={async () => connection}>{children}</AuthProvider>;
    const { result } = renderHook(() => useAuthContext(), { wrapper });
    await settled(result);
    expect(result.current.user).toBeNull();
    expect(loadSession).not.toHaveBeenCalled();
  });

  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuthContext())).toThrow('useAuthContext must be used within AuthProvider');
  });
});
