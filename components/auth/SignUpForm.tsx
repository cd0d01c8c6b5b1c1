import { useId } from 'react';
import { trackEvent } from '@/lib/analytics/analytics';
import { PASSWORD_MIN, validateSignUp, type SignUpValues } from '@/lib/auth/accountForms';
import { AccountField, EmailField } from './AccountField';
import { useAuthContext } from './AuthProvider';
import { FormFailure } from './FormFailure';
import { useAccountForm } from './useAccountForm';
import styles from './AccountForms.module.scss';

const EMPTY: SignUpValues = { name: '', email: '', phone: '', password: '' };

/** Creates an account, then sends the verification mail (a failed send can be retried from the notice). */
export function SignUpForm() {
  const id = useId();
  const { signUp, sendVerification } = useAuthContext();
  const { values, errors, failure, busy, formRef, submitRef, update, submit } = useAccountForm({
    initial: EMPTY,
    validate: validateSignUp,
    action: async ({ name, email, phone, password }) => {
      await signUp({ name: name.trim(), email: email.trim(), phone: phone.trim() || undefined, password });
      trackEvent({ action: 'sign_up', category: 'account', label: 'password' });
      await sendVerification().catch((error: unknown) => console.warn('The verification mail could not be sent after sign-up.', error));
    },
  });
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Create an account">
      <AccountField formId={id} name="name" label="Name" type="text" autoComplete="name" value={values.name} onChange={update('name')} error={errors.name} />
      <EmailField formId={id} value={values.email} onChange={update('email')} error={errors.email} />
      <AccountField formId={id} name="phone" label="Phone" type="tel" autoComplete="tel" optional value={values.phone} onChange={update('phone')} error={errors.phone} />
      <AccountField
        formId={id}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A short phrase is easy to remember and hard to guess.`}
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      <FormFailure message={failure} />
      <button ref={submitRef} type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy} aria-disabled={busy}>
        {busy ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
