import Alert from 'react-bootstrap/Alert';

/**
 * The form's own problem (not a field's). The alert region is always on the page, so the message
 * is announced as soon as it appears in it; the box inside shows only with a message.
 */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <div role="alert">
      {message && (
        <Alert variant="danger" transition={false} role={undefined}>
          {message}
        </Alert>
      )}
    </div>
  );
}
