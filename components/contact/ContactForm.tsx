import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useRef } from 'react';
import FormCheck from 'react-bootstrap/FormCheck';
import { FieldError, TextField } from '@/components/forms/TextField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useForm } from '@/components/forms/useForm';
import { trackEvent } from '@/lib/analytics/analytics';
import { CONTACT_CONSENT, CONTACT_LIMITS, CONTACT_MESSAGES, validateContact, type ContactField, type ContactRequest } from '@/lib/contact/contactForm';
import { sendContact } from '@/lib/contact/sendContact';
import type { SendOutcome } from '@/lib/forms/formState';
import { ContactThanks } from './ContactThanks';
import styles from './ContactForm.module.scss';

/** What the visitor fills in: the request without the page path, which is added on sending. */
type Values = Omit<ContactRequest, 'source'>;

const EMPTY: Values = { name: '', email: '', company: '', phone: '', message: '', consent: false, website: '' };
/** The order of the fields on the page: the first one with a problem receives focus. */
const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'company', 'phone', 'message', 'consent'];

const errorsOf = (values: Values) => {
  const result = validateContact(values);
  return result.ok ? {} : result.errors;
};

/** "2 minutes" for a Retry-After in seconds, rounded up, at least one minute. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const rateLimitedMessage = (seconds: number) => `You've sent several messages in a short time. Please try again in ${minutesText(seconds)}.`;

// The consent text with its last "privacy policy" as a link.
const PRIVACY_WORDS = 'privacy policy';
const privacyAt = CONTACT_CONSENT.text.lastIndexOf(PRIVACY_WORDS);
const CONSENT_BEFORE = privacyAt >= 0 ? CONTACT_CONSENT.text.slice(0, privacyAt) : `${CONTACT_CONSENT.text} See the `;
const CONSENT_AFTER = privacyAt >= 0 ? CONTACT_CONSENT.text.slice(privacyAt + PRIVACY_WORDS.length) : '.';

/** Posts the trimmed form; the service's answer as the form's outcome. */
async function sendValues(values: Values, source: string): Promise<SendOutcome<ContactField>> {
  const result = await sendContact({
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    consent: true,
    source,
    website: values.website,
  });
  if (result.kind === 'sent') {
    trackEvent({ action: 'contact_sent', category: 'contact', label: source });
    return { kind: 'sent' };
  }
  // Field messages the form cannot place under a field are a failure like any other.
  if (result.kind === 'invalid' && FIELD_ORDER.some((field) => result.errors[field])) return { kind: 'invalid', errors: result.errors };
  return { kind: 'failed', message: result.kind === 'rateLimited' ? rateLimitedMessage(result.retryAfterSeconds) : CONTACT_MESSAGES.failure };
}

/**
 * The contact form: the rules of lib/contact/contactForm checked on submit (and again, field by
 * field, once a field has shown an error), the service's own field messages shown the same way,
 * and nothing the visitor typed lost on any error.
 */
export function ContactForm() {
  const router = useRouter();
  const id = useId();
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const { values, errors, phase, sending, failure, sent, formRef, submitRef, update, blur, submit, restart } = useForm({
    initial: EMPTY,
    fields: FIELD_ORDER,
    validate: errorsOf,
    send: (values) => sendValues(values, router.asPath),
    resetOnSuccess: true,
    successFocus: thanksRef,
  });

  if (phase === 'sent' && sent) {
    return <ContactThanks name={sent.name.trim()} email={sent.email.trim()} headingRef={thanksRef} onSendAnother={restart} />;
  }

  const field = (name: Exclude<ContactField, 'consent'>) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: update(name),
    onBlur: blur(name),
    error: errors[name],
  });
  const consentId = `${id}-consent`;
  const consentErrorId = `${consentId}-error`;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.pair}>
        <TextField {...field('name')} label="Name" type="text" autoComplete="name" />
        <TextField {...field('email')} label="Work e-mail" type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      </div>
      <div className={styles.pair}>
        <TextField {...field('company')} label="Company" optional type="text" autoComplete="organization" />
        <TextField {...field('phone')} label="Phone" optional type="tel" autoComplete="tel" />
      </div>
      <TextField
        {...field('message')}
        label="Message"
        rows={6}
        maxLength={CONTACT_LIMITS.messageMax}
        // Not a live region: read with the field, not on every keystroke.
        hint={`${values.message.length.toLocaleString('en')} / ${CONTACT_LIMITS.messageMax.toLocaleString('en')} characters`}
        hintId={`${id}-count`}
        hintClassName={styles.count}
      />
      <div className={styles.consent}>
        <FormCheck id={consentId}>
          <FormCheck.Input
            type="checkbox"
            name="consent"
            required
            aria-required="true"
            checked={values.consent}
            onChange={update('consent')}
            onBlur={blur('consent')}
            isInvalid={Boolean(errors.consent)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentErrorId : undefined}
          />
          <FormCheck.Label>
            {CONSENT_BEFORE}
            <Link href="/privacy/">{PRIVACY_WORDS}</Link>
            {CONSENT_AFTER}
          </FormCheck.Label>
        </FormCheck>
        {errors.consent && <FieldError id={consentErrorId} message={errors.consent} />}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={update('website')} />
        </label>
      </div>
      {phase === 'failed' && (
        // Bootstrap's alert look without react-bootstrap/Alert, whose transitions would add 4.7 kB
        // gzip to this page's first load.
        <p role="alert" className="alert alert-danger">
          {failure}
        </p>
      )}
      <SubmitButton buttonRef={submitRef} sending={sending} sendingText="Sending…" className={styles.submit}>
        Send message
      </SubmitButton>
    </form>
  );
}
