/** A message for each field with a problem; fields without one are absent. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a form's sending comes back with: done, fields the service rejected, or a failure to say. */
export type SendOutcome<F extends string> = { kind: 'sent' } | { kind: 'invalid'; errors: FieldErrors<F> } | { kind: 'failed'; message: string };

/** The fields of `order` that have a message in `errors`, in that (page) order. */
export function fieldsWithErrors<F extends string>(order: readonly F[], errors: FieldErrors<F>): F[] {
  return order.filter((field) => errors[field]);
}

/**
 * The errors after one field is checked again. `clearOnly` (while the visitor types) may remove or
 * update a shown message but never adds one: a half-typed address is not an error yet.
 */
export function recheckField<F extends string>(current: FieldErrors<F>, field: F, message: string | undefined, clearOnly: boolean): FieldErrors<F> {
  if (!message) {
    if (!current[field]) return current;
    const rest = { ...current };
    delete rest[field];
    return rest;
  }
  if (clearOnly && !current[field]) return current;
  return current[field] === message ? current : { ...current, [field]: message };
}

/** Runs an action that throws on failure as a sending: a thrown error becomes the failure's message. */
export async function sendOutcome<F extends string>(action: () => Promise<void>, failureMessage: (error: unknown) => string): Promise<SendOutcome<F>> {
  try {
    await action();
    return { kind: 'sent' };
  } catch (error) {
    return { kind: 'failed', message: failureMessage(error) };
  }
}
