import { useState } from 'react';
import { GoogleSignInButton } from './GoogleSignInButton';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import styles from './AccountForms.module.scss';

type Mode = { kind: 'signUp' } | { kind: 'signIn' } | { kind: 'reset'; email: string };

/** Sign-up, sign-in and password reset for a signed-out visitor, with Google as the other way in. */
export function AccountPanel({ headingId }: { headingId: string }) {
  const [mode, setMode] = useState<Mode>({ kind: 'signUp' });
  const choice = (kind: 'signUp' | 'signIn', label: string) => (
    <button
      type="button"
      className={`${styles.mode} ${mode.kind === kind ? styles.modeActive : ''}`}
      aria-pressed={mode.kind === kind}
      onClick={() => setMode({ kind })}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.panel}>
      <h2 id={headingId} className={styles.panelHeading}>
        Read the extended guide
      </h2>
      <p className={styles.lead}>Create a free account, or sign in, to read the four members’ chapters below. We will never share your details.</p>
      <div className={styles.modes} role="group" aria-label="Account">
        {choice('signUp', 'Create account')}
        {choice('signIn', 'Sign in')}
      </div>
      {mode.kind === 'signUp' && <SignUpForm />}
      {mode.kind === 'signIn' && <SignInForm onForgotPassword={(email) => setMode({ kind: 'reset', email })} />}
      {mode.kind === 'reset' && <ResetPasswordForm initialEmail={mode.email} onBack={() => setMode({ kind: 'signIn' })} />}
      <p className={styles.or}>
        <span>or</span>
      </p>
      <GoogleSignInButton />
    </div>
  );
}
