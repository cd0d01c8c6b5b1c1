import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { authErrorMessage } from '@/lib/auth/authErrors';
import type { AuthUser } from '@/lib/auth/types';
import { useAuthContext } from './AuthProvider';
import styles from './AccountForms.module.scss';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent' } | { kind: 'stillUnverified' } | { kind: 'failed'; message: string };

/** Shown to a password account until its address is verified: resend the mail, or check again. */
export function VerifyEmailNotice({ user }: { user: AuthUser }) {
  const { sendVerification, refreshUser } = useAuthContext();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const run = async (task: () => Promise<State>) => {
    setState({ kind: 'busy' });
    try {
      setState(await task());
    } catch (error) {
      setState({ kind: 'failed', message: authErrorMessage(error) });
    }
  };
  const status =
    state.kind === 'sent'
      ? `We have sent a new link to ${user.email}.`
      : state.kind === 'stillUnverified'
        ? 'Your address is not verified yet. Open the link in the email, then try again.'
        : state.kind === 'failed'
          ? state.message
          : '';
  return (
    <div className={styles.notice}>
      <p className={styles.noticeText}>
        <strong>Please verify your email.</strong> We sent a link to {user.email}; opening it confirms the address is yours.
      </p>
      <div className={styles.actions}>
        <Button
          variant="outline-primary"
          size="sm"
          disabled={state.kind === 'busy'}
          onClick={() => void run(async () => (await sendVerification(), { kind: 'sent' }))}
        >
          Send the link again
        </Button>
        <Button
          variant="outline-primary"
          size="sm"
          disabled={state.kind === 'busy'}
          onClick={() => void run(async () => ((await refreshUser())?.emailVerified ? { kind: 'idle' } : { kind: 'stillUnverified' }))}
        >
          I have verified it
        </Button>
      </div>
      <p role="status" className={styles.noticeStatus}>
        {status}
      </p>
    </div>
  );
}
