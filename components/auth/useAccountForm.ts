import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { AccountErrors, AccountField } from '@/lib/auth/accountForms';
import { authErrorMessage } from '@/lib/auth/authErrors';

const FIELD_ORDER: AccountField[] = ['name', 'email', 'phone', 'password'];

interface Options<V> {
  initial: V;
  validate: (values: V) => AccountErrors;
  /** Runs with valid values; a thrown Firebase error becomes the form's message. */
  action: (values: V) => Promise<void>;
}

/**
 * State of one account form: values, a message under each bad field with focus on the first,
 * one request at a time, and the provider's error as a sentence (focus returns to the button).
 */
export function useAccountForm<V extends Partial<Record<AccountField, string>>>({ initial, validate, action }: Options<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<AccountErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<AccountField | 'submit' | null>(null);
  const inFlight = useRef(false);

  // A layout effect: under preact a plain effect can run after the next render's changes.
  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'submit') submitRef.current?.focus();
    else if (target) (formRef.current?.elements.namedItem(target) as HTMLElement | null)?.focus();
  });

  const update = (field: AccountField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field] && !validate(next)[field]) {
      setErrors((current) => {
        const rest = { ...current };
        delete rest[field];
        return rest;
      });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate(values);
    setErrors(found);
    setFailure(null);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      focusNext.current = first;
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await action(values);
    } catch (error) {
      setFailure(authErrorMessage(error));
      focusNext.current = 'submit';
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { values, errors, failure, busy, formRef, submitRef, update, submit, setFailure };
}
