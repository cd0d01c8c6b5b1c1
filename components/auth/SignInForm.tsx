import { useId } from 'react';
import { validateSignIn } from '@/lib/auth/accountForms';
import { AccountField, EmailField } from './AccountField';
import { useAuthContext } from './AuthProvider';
import { FormFailure } from './FormFailure';
import { useAccountForm } from './useAccountForm';
import styles from './AccountForms.module.scss';

export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const id = useId();
  const { signIn } = useAuthContext();
  const { values, errors, failure, busy, formRef, submitRef, update, submit } = useAccountForm({
    initial: { email: '', password: '' },
    validate: validateSignIn,
    action: async ({ email, password }) => {
      await signIn(email.trim(), password);
    },
  });
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
      <EmailField formId={id} value={values.email} onChange={update('email')} error={errors.email} />
      <AccountField
        formId={id}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      <FormFailure message={failure} />
      <div className={styles.actions}>
        <button ref={submitRef} type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy} aria-disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        <button type="button" className={`btn btn-link ${styles.linkButton}`} onClick={() => onForgotPassword(values.email)}>
          Forgot your password?
        </button>
      </div>
    </form>
  );
}
