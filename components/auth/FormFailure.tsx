import styles from './AccountForms.module.scss';

/** The form's own problem (not a field's), announced as soon as it appears. */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? styles.failure : undefined}>
      {message}
    </div>
  );
}
