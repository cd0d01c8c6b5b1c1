// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountControl } from '@/components/auth/AccountControl';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { GuideMembersArea } from '@/components/auth/GuideMembersArea';
import { ACCOUNT_MESSAGES } from '@/lib/auth/accountForms';
import { createAuthConnection } from '@/lib/auth/authConnection';
import type { AuthSession, AuthUser } from '@/lib/auth/types';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ai-readiness-guide/', events: { on: vi.fn(), off: vi.fn() } }) }));

/** react-bootstrap's Nav moves focus in an effect; with the server suites busy beside this one, that can take over a second. */
const FOCUS_WAIT = { timeout: 5000 };
/** The tabs test waits for focus three times, so its own time limit must hold three such waits. */
const TABS_TEST_TIMEOUT = 4 * FOCUS_WAIT.timeout;

const ASHA: AuthUser = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha Rao', name: 'Asha Rao', emailVerified: false, providers: ['password'] };

/** A session that behaves like Firebase's, without the network. */
function fakeSession(overrides: Partial<AuthSession> = {}) {
  let notify: (user: AuthUser | null) => void = () => {};
  const session: AuthSession = {
    listen: (onUser) => {
      notify = onUser;
      onUser(null);
      return () => {};
    },
    signIn: vi.fn(async () => ASHA),
    signUp: vi.fn(async ({ name, email }) => ({ ...ASHA, name, email })),
    signInWithGoogle: vi.fn(async () => ({ ...ASHA, emailVerified: true, providers: ['google.com'] })),
    resetPassword: vi.fn(async () => {}),
    sendVerification: vi.fn(async () => {}),
    refreshUser: vi.fn(async () => ({ ...ASHA, emailVerified: true })),
    signOut: vi.fn(async () => notify(null)),
    ...overrides,
  };
  return session;
}

function renderGuide(session: AuthSession) {
  const connection = createAuthConnection(async () => session, () => false);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider connect={async () => connection}>
      {children}
    </AuthProvider>
  );
  return render(
    <>
      <AccountControl />
      <GuideMembersArea />
    </>,
    { wrapper },
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

afterEach(cleanup);

describe('the extended guide', () => {
  it('offers sign-up to a signed-out visitor and explains each bad field, focusing the first', async () => {
    renderGuide(fakeSession());
    await screen.findByRole('heading', { name: 'Read the extended guide' });
    expect(screen.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('false');
    fireEvent.submit(screen.getByRole('form', { name: 'Create an account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('switches between sign-up and sign-in as tabs: click or arrow keys, one panel at a time', async () => {
    renderGuide(fakeSession());
    await screen.findByRole('form', { name: 'Create an account' });
    const tablist = screen.getByRole('tablist', { name: 'Account' });
    const signUpTab = within(tablist).getByRole('tab', { name: 'Create account' });
    const signInTab = within(tablist).getByRole('tab', { name: 'Sign in' });
    // Roving focus: only the selected tab is in the tab order; it controls the one panel shown.
    expect(signUpTab.tabIndex).toBe(0);
    expect(signInTab.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(signUpTab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(signUpTab.id);
    expect(within(panel).getByRole('form', { name: 'Create an account' })).toBeTruthy();

    // react-bootstrap's Nav focuses the newly selected tab in an effect, which can land a moment later under load.
    signUpTab.focus();
    fireEvent.keyDown(signUpTab, { key: 'ArrowRight' });
    expect(signInTab.getAttribute('aria-selected')).toBe('true');
    expect(signUpTab.getAttribute('aria-selected')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(signInTab), FOCUS_WAIT);
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create an account' })).toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);

    fireEvent.keyDown(signInTab, { key: 'ArrowRight' }); // wraps around
    await waitFor(() => expect(document.activeElement).toBe(signUpTab), FOCUS_WAIT);
    expect(screen.getByRole('form', { name: 'Create an account' })).toBeTruthy();
    fireEvent.keyDown(signUpTab, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(signInTab), FOCUS_WAIT);

    // The password reset is part of the sign-in tab; the tab itself goes back to signing in.
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeTruthy();
    expect(signInTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(signInTab);
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
  }, TABS_TEST_TIMEOUT);

  it('signs up (name, optional phone, e-mail, password), sends the verification mail and shows the chapters', async () => {
    const session = fakeSession();
    renderGuide(session);
    await screen.findByRole('form', { name: 'Create an account' });
    type('Name', 'Asha Rao');
    type('Email', 'asha@example.com');
    type('Phone', '+91 98200 12345');
    type('Password', 'correct horse battery');
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Create an account' })));
    expect(session.signUp).toHaveBeenCalledWith({ name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98200 12345', password: 'correct horse battery' });
    expect(session.sendVerification).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'The extended guide' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'A 90-day roadmap' })).toBeTruthy();
    expect(screen.getByText(/Please verify your email/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account: Asha Rao' })).toBeTruthy();
  });

  it('shows the sentence for a Firebase error and keeps what was typed', async () => {
    const session = fakeSession({ signIn: vi.fn(async () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/too-many-requests' }))) });
    renderGuide(session);
    await screen.findByRole('form', { name: 'Create an account' });
    fireEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    type('Email', 'asha@example.com');
    type('Password', 'whatever');
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Sign in' })));
    const form = screen.getByRole('form', { name: 'Sign in' });
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toMatch(/Too many attempts/));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.com');
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Sign in' }));
  });

  it('sends a reset link and answers the same for an unknown address', async () => {
    const session = fakeSession({ resetPassword: vi.fn(async () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/user-not-found' }))) });
    renderGuide(session);
    await screen.findByRole('form', { name: 'Create an account' });
    fireEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    type('Email', 'nobody@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('nobody@example.com');
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Reset your password' })));
    expect(screen.getByRole('status').textContent).toMatch(/If nobody@example.com has an account, a reset link is on its way/);
  });

  it('verifies after a refresh and signs out from the header menu', async () => {
    const session = fakeSession();
    renderGuide(session);
    await screen.findByRole('form', { name: 'Create an account' });
    fireEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    type('Email', 'asha@example.com');
    type('Password', 'correct horse battery');
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Sign in' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'I have verified it' })));
    await waitFor(() => expect(screen.queryByText(/Please verify your email/)).toBeNull());
    const account = screen.getByRole('button', { name: 'Account: Asha Rao' });
    fireEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Sign out' }).at(-1)!));
    expect(await screen.findByRole('heading', { name: 'Read the extended guide' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Account:/ })).toBeNull();
  });
});
