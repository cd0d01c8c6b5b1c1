import type { InputHTMLAttributes } from 'react';
import styles from './AccountForms.module.scss';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  formId: string;
  name: string;
  label: string;
  error?: string;
  optional?: boolean;
  hint?: string;
}

/** A labelled input with its message; the message is tied to the input for screen readers. */
export function AccountField({ formId, name, label, error, optional = false, hint, ...input }: Props) {
  const id = `${formId}-${name}`;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="form-label">
        {label} {optional && <span className={styles.optional}>(optional)</span>}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        className={`form-control ${styles.input}`}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type EmailFieldProps = Pick<Props, 'formId' | 'value' | 'onChange' | 'error'>;

/** The e-mail field every account form starts from. */
export function EmailField(props: EmailFieldProps) {
  return <AccountField {...props} name="email" label="Email" type="email" inputMode="email" autoComplete="email" spellCheck={false} />;
}
