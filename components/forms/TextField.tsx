import type { InputHTMLAttributes, ReactNode } from 'react';
import Feedback from 'react-bootstrap/Feedback';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';
import styles from './TextField.module.scss';

type ControlProps = Omit<InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>, 'id' | 'name' | 'size' | 'value' | 'children'>;

interface Props extends ControlProps {
  value: string;
  id: string;
  name: string;
  label: string;
  /** Marked "(optional)" in the label; every other field is required. */
  optional?: boolean;
  error?: string;
  /** Text under the field that belongs to it (a rule, a count), read with it. */
  hint?: ReactNode;
  hintId?: string;
  hintClassName?: string;
  /** A multi-line field. */
  rows?: number;
}

// Form's parts one by one: react-bootstrap/Form brings all of them (select, range, floating
// labels...), 1.3 kB gzip more on the contact page's first load.
/**
 * A labelled text field with its hint and its message, both tied to it for screen readers
 * (the message first). Required fields say so; a field with a message is marked invalid.
 */
export function TextField({ id, name, label, optional = false, error, hint, hintId = `${id}-hint`, hintClassName, rows, className, ...control }: Props) {
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FormGroup controlId={id} className={styles.field}>
      <FormLabel className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </FormLabel>
      <FormControl
        {...control}
        {...(rows ? { as: 'textarea', rows } : {})}
        name={name}
        className={`${styles.input} ${rows ? styles.textarea : ''} ${className ?? ''}`}
        required={!optional}
        aria-required={optional ? undefined : true}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <FormText as="p" id={hintId} className={`${styles.hint} ${hintClassName ?? ''}`}>
          {hint}
        </FormText>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </FormGroup>
  );
}

/** A field's message, under it. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <Feedback type="invalid" id={id} className={styles.error}>
      {message}
    </Feedback>
  );
}
