import { useId } from 'react';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useForm } from '@/components/forms/useForm';
import { trackEvent } from '@/lib/analytics/analytics';
import { PASSWORD_MIN, validateSignUp, type SignUpValues } from '@/lib/auth/accountForms';
import { authErrorMessage } from '@/lib/auth/authErrors';
import { sendOutcome } from '@/lib/forms/formState';
import { AccountField, EmailField } from './AccountField';
import { useAuthContext } from './AuthProvider';
import { FormFailure } from './FormFailure';
import styles from './AccountForms.module.scss';

const EMPTY: SignUpValues = { name: '', email: '', phone: '', password: '' };
const FIELDS = ['name', 'email', 'phone', 'password'] as const;

/** Creates an account, then sends the verification mail (a failed send can be retried from the notice). */
export function SignUpForm() {
  const id = useId();
  const { signUp, sendVerification } = useAuthContext();
  const { values, errors, sending, failure, formRef, submitRef, update, blur, submit } = useForm({
    initial: EMPTY,
    fields: FIELDS,
    validate: validateSignUp,
    send: ({ name, email, phone, password }) =>
      sendOutcome(async () => {
        await signUp({ name: name.trim(), email: email.trim(), phone: phone.trim() || undefined, password });
        trackEvent({ action: 'sign_up', category: 'account', label: 'password' });
        await sendVerification().catch((error: unknown) => console.warn('The verification mail could not be sent after sign-up.', error));
      }, authErrorMessage),
  });
  const field = (name: (typeof FIELDS)[number]) => ({ formId: id, value: values[name], onChange: update(name), onBlur: blur(name), error: errors[name] });
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Create an account">
      <AccountField {...field('name')} name="name" label="Name" type="text" autoComplete="name" />
      <EmailField {...field('email')} />
      <AccountField {...field('phone')} name="phone" label="Phone" type="tel" autoComplete="tel" optional />
      <AccountField
        {...field('password')}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A short phrase is easy to remember and hard to guess.`}
      />
      <FormFailure message={failure} />
      <SubmitButton buttonRef={submitRef} sending={sending} sendingText="Creating your account…" className={styles.submit}>
        Create account
      </SubmitButton>
    </form>
  );
}
