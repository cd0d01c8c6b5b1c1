import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useForm } from '@/components/forms/useForm';
import { validateEmailOnly } from '@/lib/auth/accountForms';
import { authErrorCode, authErrorMessage } from '@/lib/auth/authErrors';
import { sendOutcome } from '@/lib/forms/formState';
import { EmailField } from './AccountField';
import { useAuthContext } from './AuthProvider';
import { FormFailure } from './FormFailure';
import styles from './AccountForms.module.scss';

const FIELDS = ['email'] as const;

interface Props {
  initialEmail: string;
  onBack: () => void;
}

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ResetPasswordForm({ initialEmail, onBack }: Props) {
  const id = useId();
  const { resetPassword } = useAuthContext();
  const { values, errors, phase, sending, failure, sent, formRef, submitRef, update, blur, submit } = useForm({
    initial: { email: initialEmail },
    fields: FIELDS,
    validate: validateEmailOnly,
    send: ({ email }) =>
      sendOutcome(async () => {
        try {
          await resetPassword(email.trim());
        } catch (error) {
          // Saying "no such account" would tell anyone who has one.
          if (authErrorCode(error) !== 'auth/user-not-found') throw error;
        }
      }, authErrorMessage),
  });
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Reset your password">
      <p className={styles.lead}>Enter the email you signed up with and we will send you a link to choose a new password.</p>
      <EmailField formId={id} value={values.email} onChange={update('email')} onBlur={blur('email')} error={errors.email} />
      <div role="status">
        {phase === 'sent' && sent && (
          <Alert variant="success" transition={false} role={undefined}>
            If {sent.email.trim()} has an account, a reset link is on its way. It can take a minute; check your spam folder too.
          </Alert>
        )}
      </div>
      <FormFailure message={failure} />
      <div className={styles.actions}>
        <SubmitButton buttonRef={submitRef} sending={sending} sendingText="Sending…" className={styles.submit}>
          {sent ? 'Send again' : 'Send reset link'}
        </SubmitButton>
        <Button variant="link" className={styles.linkButton} onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
