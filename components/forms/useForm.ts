import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { fieldsWithErrors, recheckField, type FieldErrors, type SendOutcome } from '@/lib/forms/formState';

export type FormPhase = 'editing' | 'sending' | 'sent' | 'failed';

/** A form's values: text fields and checkboxes by name. */
type FormValues<V> = Record<keyof V, string | boolean>;

interface FormOptions<V extends FormValues<V>, F extends keyof V & string> {
  initial: V;
  /** The checked fields in page order: the first with a problem receives focus. */
  fields: readonly F[];
  validate: (values: V) => FieldErrors<F>;
  /** Sends valid values; `invalid` names fields of this form, each message shown under its field. */
  send: (values: V) => Promise<SendOutcome<F>>;
  /** Empties the form once sent. */
  resetOnSuccess?: boolean;
  /** What receives focus once sent (e.g. a thanks heading); without it, the submit button. */
  successFocus?: RefObject<HTMLElement | null>;
}

/** A focus move, made once the render it belongs to is on the page. A new object each time. */
type FocusRequest<F> = { to: F | 'submit' | 'success' };

/**
 * The state of one form: its values; a message under each bad field on submit, with focus on the
 * first in page order; fields that have shown a message checked again as the visitor fixes them
 * (and on leaving them); one request at a time; a failure that keeps everything typed; the values
 * last sent once it succeeds.
 */
export function useForm<V extends FormValues<V>, F extends keyof V & string>({ initial, fields, validate, send, resetOnSuccess = false, successFocus }: FormOptions<V, F>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  /** Fields that have shown a message: they are checked again as the visitor fixes them. */
  const [flagged, setFlagged] = useState<ReadonlySet<F>>(() => new Set());
  const [phase, setPhase] = useState<FormPhase>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<V | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest<F> | null>(null);
  /** One request at a time, even for two submits before React re-renders. */
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const { to } = focusRequest;
    if (to === 'success') successFocus?.current?.focus();
    // The button was disabled while sending, which drops focus to the page; put it back,
    // unless the visitor has moved on to a field meanwhile.
    else if (to === 'submit') {
      if (!formRef.current?.contains(document.activeElement)) submitRef.current?.focus();
    } else (formRef.current?.elements.namedItem(to) as HTMLElement | null)?.focus();
  }, [focusRequest, successFocus]);

  const isField = (key: keyof V): key is F => fields.includes(key as F);

  /** Shows the problems found and asks focus for the first; false when there are none. */
  const showErrors = (found: FieldErrors<F>): boolean => {
    const bad = fieldsWithErrors(fields, found);
    setErrors(Object.fromEntries(bad.map((field) => [field, found[field]])) as FieldErrors<F>);
    if (bad.length === 0) return false;
    setFlagged((current) => new Set([...current, ...bad]));
    setFocusRequest({ to: bad[0] });
    return true;
  };

  const recheck = (field: F, next: V, clearOnly: boolean) => {
    if (!flagged.has(field)) return;
    const message = validate(next)[field];
    setErrors((current) => recheckField(current, field, message, clearOnly));
  };

  const update = (key: keyof V) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const target = event.target;
    const isCheckbox = target instanceof HTMLInputElement && target.type === 'checkbox';
    const next = { ...values, [key]: isCheckbox ? target.checked : target.value };
    setValues(next);
    // A checkbox has no typing in progress: its message follows its state at once.
    if (isField(key)) recheck(key, next, !isCheckbox);
  };

  const blur = (field: F) => () => recheck(field, values, false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFailure(null);
    if (showErrors(validate(values))) {
      setPhase('editing');
      return;
    }
    inFlight.current = true;
    setPhase('sending');
    try {
      const outcome = await send(values);
      if (outcome.kind === 'sent') {
        setSent(values);
        setPhase('sent');
        if (resetOnSuccess) {
          setValues(initial);
          setFlagged(new Set());
        }
        setFocusRequest({ to: successFocus ? 'success' : 'submit' });
      } else if (outcome.kind === 'invalid') {
        showErrors(outcome.errors);
        setPhase('editing');
      } else {
        setFailure(outcome.message);
        setPhase('failed');
        setFocusRequest({ to: 'submit' });
      }
    } catch (error) {
      // `send` reports its failures as outcomes; this is a bug, but the form stays usable.
      console.error('The form could not be sent:', error);
      setPhase('editing');
    } finally {
      inFlight.current = false;
    }
  };

  /** Back to an empty form after a success, focus on its first field. */
  const restart = () => {
    setPhase('editing');
    setFocusRequest({ to: fields[0] });
  };

  return { values, errors, phase, sending: phase === 'sending', failure, sent, formRef, submitRef, update, blur, submit, restart };
}
