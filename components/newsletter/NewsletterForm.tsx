import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId } from 'react';
import FormControl from 'react-bootstrap/FormControl';
import FormLabel from 'react-bootstrap/FormLabel';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useForm } from '@/components/forms/useForm';
import { trackEvent } from '@/lib/analytics/analytics';
import { sendOutcome } from '@/lib/forms/formState';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { isValidEmail, NEWSLETTER_MESSAGES, subscribe } from '@/lib/newsletter/subscribe';
import styles from './NewsletterForm.module.scss';

const FIELDS = ['email'] as const;
const EMPTY = { email: '', website: '' };
const validate = ({ email }: typeof EMPTY) => (isValidEmail(email) ? {} : { email: NEWSLETTER_MESSAGES.invalidEmail });

// The footer of every page: FormControl and FormLabel on their own, not react-bootstrap/Form
// with all its parts. Its one message, whatever it says, is the status line under the field.
export function NewsletterForm() {
  const router = useRouter();
  const inputId = useId();
  const messageId = useId();
  const consentId = useId();
  const { values, errors, phase, sending, failure, formRef, submitRef, update, blur, submit } = useForm({
    initial: EMPTY,
    fields: FIELDS,
    validate,
    send: ({ email, website }) =>
      sendOutcome(
        async () => {
          await subscribe({ email, source: router.asPath, website });
          trackEvent({ action: 'subscribe', category: 'newsletter', label: router.asPath });
        },
        (error) => {
          console.error('Newsletter subscription failed:', error);
          trackEvent({ action: 'subscribe_error', category: 'newsletter', label: router.asPath });
          return NEWSLETTER_MESSAGES.failure;
        },
      ),
    resetOnSuccess: true,
  });

  const message = errors.email
    ? { kind: 'error', text: errors.email }
    : phase === 'failed'
      ? { kind: 'error', text: failure }
      : phase === 'sent'
        ? { kind: 'success', text: NEWSLETTER_MESSAGES.success }
        : undefined;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-describedby={messageId}>
      <FormLabel htmlFor={inputId} className={styles.label}>
        E-mail address
      </FormLabel>
      <div className={styles.row}>
        <FormControl
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter E-mail"
          className={styles.input}
          value={values.email}
          onChange={update('email')}
          onBlur={blur('email')}
          isInvalid={Boolean(errors.email)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${messageId} ${consentId}` : consentId}
        />
        <SubmitButton buttonRef={submitRef} sending={sending} sendingText="Sending…" className={styles.button}>
          Subscribe
        </SubmitButton>
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={update('website')} />
        </label>
      </div>
      <p id={consentId} className={styles.consent}>
        {NEWSLETTER_CONSENT.text} <Link href="/privacy/">Privacy policy</Link>
      </p>
      <p id={messageId} role="status" aria-live="polite" className={`${styles.message} ${message ? styles[message.kind] : ''}`}>
        {message?.text}
      </p>
    </form>
  );
}
