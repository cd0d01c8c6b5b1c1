import type { Ref } from 'react';
import Button from 'react-bootstrap/Button';
import styles from './ContactForm.module.scss';

interface Props {
  name: string;
  email: string;
  headingRef: Ref<HTMLHeadingElement>;
  onSendAnother: () => void;
}

/** What replaces the contact form once a message is sent; its heading receives focus. */
export function ContactThanks({ name, email, headingRef, onSendAnother }: Props) {
  return (
    <div className={styles.thanks}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.thanksHeading}>
        Thank you, {name}.
      </h3>
      <p>Your message has reached our team. We will reply to {email} within one working day.</p>
      <Button variant="outline-primary" className={styles.again} onClick={onSendAnother}>
        Send another message
      </Button>
    </div>
  );
}
