import type { ReactNode, Ref } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import styles from './SubmitButton.module.scss';

interface Props {
  sending: boolean;
  /** The button's text while the request is on its way, e.g. "Sending…". */
  sendingText: string;
  children: ReactNode;
  buttonRef?: Ref<HTMLButtonElement>;
  className?: string;
}

/** A form's submit button: disabled while sending, with a spinner that screen readers skip. */
export function SubmitButton({ sending, sendingText, children, buttonRef, className }: Props) {
  return (
    <Button ref={buttonRef} type="submit" variant="primary" className={`${styles.button} ${className ?? ''}`} disabled={sending}>
      {sending ? (
        <>
          <Spinner as="span" animation="border" size="sm" aria-hidden="true" />
          {sendingText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
