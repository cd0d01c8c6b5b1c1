import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { trackEvent } from '@/lib/analytics/analytics';
import { NEWSLETTER_CONSENT } from '@/lib/newsletter/consent';
import { isValidEmail, NEWSLETTER_MESSAGES, subscribe } from '@/lib/newsletter/subscribe';
import styles from './NewsletterForm.module.scss';

type Status = { kind: 'none' } | { kind: 'sending' } | { kind: 'success' | 'error'; message: string };

export function NewsletterForm() {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'none' });
  const inputId = useId();
  const messageId = useId();
  const consentId = useId();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setStatus({ kind: 'error', message: NEWSLETTER_MESSAGES.invalidEmail });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await subscribe({ email, source: router.asPath, website });
      setStatus({ kind: 'success', message: NEWSLETTER_MESSAGES.success });
      setEmail('');
      trackEvent({ action: 'subscribe', category: 'newsletter', label: router.asPath });
    } catch (error) {
      console.error('Newsletter subscription failed:', error);
      setStatus({ kind: 'error', message: NEWSLETTER_MESSAGES.failure });
      trackEvent({ action: 'subscribe_error', category: 'newsletter', label: router.asPath });
    }
  };

  const message = status.kind === 'success' || status.kind === 'error' ? status : undefined;

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-describedby={messageId}>
      <label htmlFor={inputId} className={styles.label}>
        E-mail address
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter E-mail"
          className={styles.input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={status.kind === 'error' && message?.message === NEWSLETTER_MESSAGES.invalidEmail}
          aria-describedby={consentId}
        />
        <button type="submit" className={`btn btn-primary ${styles.button}`} disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? 'Sending…' : 'Subscribe'}
        </button>
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
        </label>
      </div>
      <p id={consentId} className={styles.consent}>
        {NEWSLETTER_CONSENT.text}{' '}
        <Link href="/privacy/">
          Privacy policy
        </Link>
      </p>
      <p id={messageId} role="status" aria-live="polite" className={`${styles.message} ${message ? styles[message.kind] : ''}`}>
        {message?.message}
      </p>
    </form>
  );
}
