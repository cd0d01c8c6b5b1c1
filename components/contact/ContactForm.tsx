import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { CONTACT_CONSENT, CONTACT_LIMITS, CONTACT_MESSAGES, validateContact, type ContactField } from '@/lib/contact/contactForm';
import { sendContact } from '@/lib/contact/sendContact';
import styles from './ContactForm.module.scss';

interface Values {
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  consent: boolean;
  website: string;
}

type Errors = Partial<Record<ContactField, string>>;
type Phase = { kind: 'editing' | 'sending' } | { kind: 'sent'; name: string; email: string } | { kind: 'failed'; message: string };

const EMPTY: Values = { name: '', email: '', company: '', phone: '', message: '', consent: false, website: '' };
const FIELD_ORDER: ContactField[] = ['name', 'email', 'company', 'phone', 'message', 'consent'];

const errorsOf = (values: Values): Errors => {
  const result = validateContact(values);
  return result.ok ? {} : result.errors;
};

/** "2 minutes" for a Retry-After in seconds, rounded up, at least one minute. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The contact form: the rules of lib/contact/contactForm checked on submit (and again as a shown
 * error is fixed), the service's own field messages shown the same way, and nothing the visitor
 * typed lost on any error.
 */
export function ContactForm() {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (phase.kind === 'sent') thanks.current?.focus();
  }, [phase.kind]);

  const showErrors = (found: Errors, form: HTMLFormElement) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    return Boolean(first);
  };

  const update = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const target = event.target;
    const next = { ...values, [field]: target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value };
    setValues(next);
    if (field !== 'website' && errors[field]) setErrors({ ...errors, [field]: errorsOf(next)[field] });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (phase.kind === 'sending' || showErrors(errorsOf(values), form)) return;
    setPhase({ kind: 'sending' });
    const result = await sendContact({
      name: values.name.trim(),
      email: values.email.trim(),
      company: values.company.trim(),
      phone: values.phone.trim(),
      message: values.message.trim(),
      consent: true,
      source: router.asPath,
      website: values.website,
    });
    if (result.kind === 'sent') {
      setPhase({ kind: 'sent', name: values.name.trim(), email: values.email.trim() });
      setValues(EMPTY);
      setErrors({});
    } else if (result.kind === 'invalid') {
      setPhase({ kind: 'editing' });
      showErrors(result.errors, form);
    } else if (result.kind === 'rateLimited') {
      setPhase({ kind: 'failed', message: `You've sent several messages in a short time. Please try again in ${minutesText(result.retryAfterSeconds)}.` });
    } else {
      setPhase({ kind: 'failed', message: CONTACT_MESSAGES.failure });
    }
  };

  if (phase.kind === 'sent') {
    return (
      <div className={styles.thanks}>
        <h3 ref={thanks} tabIndex={-1} className={styles.thanksHeading}>
          Thank you, {phase.name}.
        </h3>
        <p>Your message has reached our team. We will reply to {phase.email} within one working day.</p>
        <button type="button" className="btn btn-outline-primary" onClick={() => setPhase({ kind: 'editing' })}>
          Send another message
        </button>
      </div>
    );
  }

  const describedBy = (field: ContactField, ...more: string[]) => [errors[field] ? `${id}-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
  const control = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
  });
  const error = (field: ContactField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.pair}>
        <Field label="Name" htmlFor={`${id}-name`} error={error('name')}>
          <input {...control('name')} type="text" autoComplete="name" required aria-required maxLength={CONTACT_LIMITS.name + 20} className={`form-control ${styles.input}`} value={values.name} onChange={update('name')} />
        </Field>
        <Field label="Work e-mail" htmlFor={`${id}-email`} error={error('email')}>
          <input {...control('email')} type="email" autoComplete="email" required aria-required className={`form-control ${styles.input}`} value={values.email} onChange={update('email')} />
        </Field>
      </div>
      <div className={styles.pair}>
        <Field label="Company" optional htmlFor={`${id}-company`} error={error('company')}>
          <input {...control('company')} type="text" autoComplete="organization" className={`form-control ${styles.input}`} value={values.company} onChange={update('company')} />
        </Field>
        <Field label="Phone" optional htmlFor={`${id}-phone`} error={error('phone')}>
          <input {...control('phone')} type="tel" autoComplete="tel" className={`form-control ${styles.input}`} value={values.phone} onChange={update('phone')} />
        </Field>
      </div>
      <Field label="Message" htmlFor={`${id}-message`} error={error('message')}>
        <textarea
          {...control('message')}
          aria-describedby={describedBy('message', `${id}-count`)}
          required
          aria-required
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
          className={`form-control ${styles.input}`}
          value={values.message}
          onChange={update('message')}
        />
        <p id={`${id}-count`} className={styles.count}>
          {values.message.length.toLocaleString('en')} / {CONTACT_LIMITS.messageMax.toLocaleString('en')} characters
        </p>
      </Field>
      <div className={`form-check ${styles.consent}`}>
        <input
          {...control('consent')}
          type="checkbox"
          required
          aria-required
          className="form-check-input"
          checked={values.consent}
          onChange={update('consent')}
        />
        <label className="form-check-label" htmlFor={`${id}-consent`}>
          {CONTACT_CONSENT.text.replace('privacy policy.', '')}
          <Link href="/privacy/" prefetch={false}>
            privacy policy
          </Link>
          .
        </label>
        {error('consent')}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={update('website')} />
        </label>
      </div>
      {phase.kind === 'failed' && (
        <p role="alert" className={styles.failure}>
          {phase.message}
        </p>
      )}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={phase.kind === 'sending'}>
        {phase.kind === 'sending' ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}

function Field({ label, htmlFor, optional, error, children }: { label: string; htmlFor: string; optional?: boolean; error: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className="form-label" htmlFor={htmlFor}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {children}
      {error}
    </div>
  );
}
