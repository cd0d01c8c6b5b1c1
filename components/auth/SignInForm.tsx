import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useForm } from '@/components/forms/useForm';
import { validateSignIn } from '@/lib/auth/accountForms';
import { authErrorMessage } from '@/lib/auth/authErrors';
import { sendOutcome } from '@/lib/forms/formState';
import { AccountField, EmailField } from './AccountField';
import { useAuthContext } from './AuthProvider';
import { FormFailure } from './FormFailure';
import styles from './AccountForms.module.scss';

const FIELDS = ['email', 'password'] as const;

export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const id = useId();
  const { signIn } = useAuthContext();
  const { values, errors, sending, failure, formRef, submitRef, update, blur, submit } = useForm({
    initial: { email: '', password: '' },
    fields: FIELDS,
    validate: validateSignIn,
    send: ({ email, password }) => sendOutcome(() => signIn(email.trim(), password).then(() => {}), authErrorMessage),
  });
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
      <EmailField formId={id} value={values.email} onChange={update('email')} onBlur={blur('email')} error={errors.email} />
      <AccountField
        formId={id}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update('password')}
        onBlur={blur('password')}
        error={errors.password}
      />
      <FormFailure message={failure} />
      <div className={styles.actions}>
        <SubmitButton buttonRef={submitRef} sending={sending} sendingText="Signing in…" className={styles.submit}>
          Sign in
        </SubmitButton>
        <Button variant="link" className={styles.linkButton} onClick={() => onForgotPassword(values.email)}>
          Forgot your password?
        </Button>
      </div>
    </form>
  );
}
