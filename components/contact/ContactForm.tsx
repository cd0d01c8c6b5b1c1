import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { CONTACT_CONSENT, CONTACT_LIMITS, CONTACT_MESSAGES, validateContact, type ContactField, type ContactRequest } from '@/lib/contact/contactForm';
import { trackEvent } from '@/lib/analytics/analytics';
import { sendContact } from '@/lib/contact/sendContact';
import styles from './ContactForm.module.scss';

/** What the visitor fills in: the request without the page path, which is added on sending. */
type Values = Omit<ContactRequest, 'source'>;

type Errors = Partial<Record<ContactField, string>>;
type Phase = { kind: 'editing' | 'sending' } | { kind: 'sent'; name: string; email: string } | { kind: 'failed'; message: string };

const EMPTY: Values = { name: '', email: '', company: '', phone: '', message: '', consent: false, website: '' };
/** The order of the fields on the page: the first one with a problem receives focus. */
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

export const rateLimitedMessage = (seconds: number) => `You've sent several messages in a short time. Please try again in ${minutesText(seconds)}.`;

// The consent text with its last "privacy policy" as a link.
const PRIVACY_WORDS = 'privacy policy';
const privacyAt = CONTACT_CONSENT.text.lastIndexOf(PRIVACY_WORDS);
const CONSENT_BEFORE = privacyAt >= 0 ? CONTACT_CONSENT.text.slice(0, privacyAt) : `${CONTACT_CONSENT.text} See the `;
const CONSENT_AFTER = privacyAt >= 0 ? CONTACT_CONSENT.text.slice(privacyAt + PRIVACY_WORDS.length) : '.';

/**
 * The contact form: the rules of lib/contact/contactForm checked on submit (and again, field by
 * field, once a field has shown an error), the service's own field messages shown the same way,
 * and nothing the visitor typed lost on any error.
 */
export function ContactForm() {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  /** Fields that have shown an error: they are checked again as the visitor fixes them. */
  const [flagged, setFlagged] = useState<ReadonlySet<ContactField>>(() => new Set());
  /** One request at a time, even for two submits before React re-renders. */
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useRef<'thanks' | 'name' | 'submit' | null>(null);

  // A layout effect, so the render a focus request belongs to is the one that reads it: under
  // preact a plain effect of the "sending" render could still be pending when the reply arrives,
  // take the request, and find the thanks heading not rendered yet.
  useLayoutEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'thanks') thanksRef.current?.focus();
    else if (target === 'name') (formRef.current?.elements.namedItem('name') as HTMLElement | null)?.focus();
    // The button was disabled while sending, which drops focus to the page; put it back.
    else if (target === 'submit' && !formRef.current?.contains(document.activeElement)) submitRef.current?.focus();
  }, [phase]);

  /** Shows the problems found and moves focus to the first; false when there are none. */
  const showErrors = (found: Errors): boolean => {
    const fields = FIELD_ORDER.filter((field) => found[field]);
    setFlagged((current) => new Set([...current, ...fields]));
    setErrors(Object.fromEntries(fields.map((field) => [field, found[field]])));
    if (fields.length === 0) return false;
    (formRef.current?.elements.namedItem(fields[0]) as HTMLElement | null)?.focus();
    return true;
  };

  /** Checks one field again; `clearOnly` (while typing) may remove a message but never adds one. */
  const recheck = (field: ContactField, next: Values, clearOnly: boolean) => {
    if (!flagged.has(field)) return;
    const message = errorsOf(next)[field];
    setErrors((current) => {
      if (!message) {
        const rest = { ...current };
        delete rest[field];
        return rest;
      }
      return clearOnly && !current[field] ? current : { ...current, [field]: message };
    });
  };

  const update = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const target = event.target;
    const next = { ...values, [field]: target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value };
    setValues(next);
    // A checkbox has no typing in progress: its message follows its state at once.
    if (field !== 'website') recheck(field, next, field !== 'consent');
  };

  const blur = (field: ContactField) => () => recheck(field, values, false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (showErrors(errorsOf(values))) {
      setPhase({ kind: 'editing' });
      return;
    }
    inFlight.current = true;
    setPhase({ kind: 'sending' });
    const sent = { name: values.name.trim(), email: values.email.trim() };
    try {
      const result = await sendContact({
        ...sent,
        company: values.company.trim(),
        phone: values.phone.trim(),
        message: values.message.trim(),
        consent: true,
        source: router.asPath,
        website: values.website,
      });
      if (result.kind === 'sent') {
        trackEvent({ action: 'contact_sent', category: 'contact', label: router.asPath });
        focusAfterRender.current = 'thanks';
        setPhase({ kind: 'sent', ...sent });
        setValues(EMPTY);
        setErrors({});
        setFlagged(new Set());
      } else if (result.kind === 'invalid' && FIELD_ORDER.some((field) => result.errors[field])) {
        setPhase({ kind: 'editing' });
        showErrors(result.errors);
      } else {
        focusAfterRender.current = 'submit';
        setPhase({ kind: 'failed', message: result.kind === 'rateLimited' ? rateLimitedMessage(result.retryAfterSeconds) : CONTACT_MESSAGES.failure });
      }
    } finally {
      inFlight.current = false;
    }
  };

  if (phase.kind === 'sent') {
    return (
      <div className={styles.thanks}>
        <h3 ref={thanksRef} tabIndex={-1} className={styles.thanksHeading}>
          Thank you, {phase.name}.
        </h3>
        <p>Your message has reached our team. We will reply to {phase.email} within one working day.</p>
        <button
          type="button"
          className={`btn btn-outline-primary ${styles.again}`}
          onClick={() => {
            focusAfterRender.current = 'name';
            setPhase({ kind: 'editing' });
          }}
        >
          Send another message
        </button>
      </div>
    );
  }

  const errorId = (field: ContactField) => `${id}-${field}-error`;
  const countId = `${id}-count`;
  const control = (field: ContactField, ...describedBy: string[]) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [errors[field] ? errorId(field) : '', ...describedBy].filter(Boolean).join(' ') || undefined,
    onBlur: blur(field),
  });
  const error = (field: ContactField) =>
    errors[field] ? (
      <p id={errorId(field)} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;
  const textInput = `form-control ${styles.input}`;

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.pair}>
        <Field label="Name" htmlFor={`${id}-name`} error={error('name')}>
          <input {...control('name')} type="text" autoComplete="name" required aria-required="true" className={textInput} value={values.name} onChange={update('name')} />
        </Field>
        <Field label="Work e-mail" htmlFor={`${id}-email`} error={error('email')}>
          <input
            {...control('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            aria-required="true"
            className={textInput}
            value={values.email}
            onChange={update('email')}
          />
        </Field>
      </div>
      <div className={styles.pair}>
        <Field label="Company" optional htmlFor={`${id}-company`} error={error('company')}>
          <input {...control('company')} type="text" autoComplete="organization" className={textInput} value={values.company} onChange={update('company')} />
        </Field>
        <Field label="Phone" optional htmlFor={`${id}-phone`} error={error('phone')}>
          <input {...control('phone')} type="tel" autoComplete="tel" className={textInput} value={values.phone} onChange={update('phone')} />
        </Field>
      </div>
      <Field label="Message" htmlFor={`${id}-message`} error={error('message')}>
        <textarea
          {...control('message', countId)}
          required
          aria-required="true"
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
          className={`${textInput} ${styles.textarea}`}
          value={values.message}
          onChange={update('message')}
        />
        {/* Not a live region: read with the field, not on every keystroke. */}
        <p id={countId} className={styles.count}>
          {values.message.length.toLocaleString('en')} / {CONTACT_LIMITS.messageMax.toLocaleString('en')} characters
        </p>
      </Field>
      <div className={styles.consent}>
        <div className="form-check">
          <input {...control('consent')} type="checkbox" required aria-required="true" className="form-check-input" checked={values.consent} onChange={update('consent')} />
          <label className="form-check-label" htmlFor={`${id}-consent`}>
            {CONSENT_BEFORE}
            <Link href="/privacy/">
              {PRIVACY_WORDS}
            </Link>
            {CONSENT_AFTER}
          </label>
        </div>
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
      <button ref={submitRef} type="submit" className={`btn btn-primary ${styles.submit}`} disabled={phase.kind === 'sending'}>
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
