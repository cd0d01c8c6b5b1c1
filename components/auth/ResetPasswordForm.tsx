import { useId, useState } from 'react';
import { validateEmailOnly } from '@/lib/auth/accountForms';
import { authErrorCode } from '@/lib/auth/authErrors';
import { EmailField } from './AccountField';
import { useAuthContext } from './AuthProvider';
import { FormFailure } from './FormFailure';
import { useAccountForm } from './useAccountForm';
import styles from './AccountForms.module.scss';

interface Props {
  initialEmail: string;
  onBack: () => void;
}

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ResetPasswordForm({ initialEmail, onBack }: Props) {
  const id = useId();
  const { resetPassword } = useAuthContext();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, errors, failure, busy, formRef, submitRef, update, submit } = useAccountForm({
    initial: { email: initialEmail },
    validate: validateEmailOnly,
    action: async ({ email }) => {
      try {
        await resetPassword(email.trim());
      } catch (error) {
        // Saying "no such account" would tell anyone who has one.
        if (authErrorCode(error) !== 'auth/user-not-found') throw error;
      }
      setSentTo(email.trim());
    },
  });
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Reset your password">
      <p className={styles.lead}>Enter the email you signed up with and we will send you a link to choose a new password.</p>
      <EmailField formId={id} value={values.email} onChange={update('email')} error={errors.email} />
      <div role="status" className={sentTo ? styles.success : undefined}>
        {sentTo && `If ${sentTo} has an account, a reset link is on its way. It can take a minute; check your spam folder too.`}
      </div>
      <FormFailure message={failure} />
      <div className={styles.actions}>
        <button ref={submitRef} type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy} aria-disabled={busy}>
          {busy ? 'Sending…' : sentTo ? 'Send again' : 'Send reset link'}
        </button>
        <button type="button" className={`btn btn-link ${styles.linkButton}`} onClick={onBack}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
