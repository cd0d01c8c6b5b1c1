// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForm } from '@/components/forms/useForm';
import { fieldsWithErrors, recheckField, sendOutcome, type FieldErrors, type SendOutcome } from '@/lib/forms/formState';

afterEach(cleanup);

type Values = { title: string; code: string; agree: boolean };
type Field = keyof Values;
const EMPTY: Values = { title: '', code: '', agree: false };
const MESSAGES = { title: 'Enter a title.', code: 'Use three digits.', agree: 'Please agree.' };

/** Title required, code three digits, the box ticked. */
function validate({ title, code, agree }: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  // Checked in another order than the page's, which decides the focus.
  if (!agree) errors.agree = MESSAGES.agree;
  if (!/^\d{3}$/.test(code)) errors.code = MESSAGES.code;
  if (!title.trim()) errors.title = MESSAGES.title;
  return errors;
}

interface Props {
  send: (values: Values) => Promise<SendOutcome<Field>>;
  resetOnSuccess?: boolean;
  withThanks?: boolean;
}

function TestForm({ send, resetOnSuccess, withThanks = false }: Props) {
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const { values, errors, phase, sending, failure, sent, formRef, submitRef, update, blur, submit, restart } = useForm({
    initial: EMPTY,
    fields: ['title', 'code', 'agree'] as const,
    validate,
    send,
    resetOnSuccess,
    successFocus: withThanks ? thanksRef : undefined,
  });
  if (withThanks && phase === 'sent') {
    return (
      <>
        <h3 ref={thanksRef} tabIndex={-1}>
          Thanks for {sent?.title}
        </h3>
        <button type="button" onClick={restart}>
          Again
        </button>
      </>
    );
  }
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <label>
        Title <input name="title" value={values.title} onChange={update('title')} onBlur={blur('title')} aria-invalid={errors.title ? true : undefined} />
      </label>
      {errors.title && <p>{errors.title}</p>}
      <label>
        Code <input name="code" value={values.code} onChange={update('code')} onBlur={blur('code')} />
      </label>
      {errors.code && <p>{errors.code}</p>}
      <label>
        Agree <input type="checkbox" name="agree" checked={values.agree} onChange={update('agree')} onBlur={blur('agree')} />
      </label>
      {errors.agree && <p>{errors.agree}</p>}
      {failure && <p role="alert">{failure}</p>}
      {phase === 'sent' && <p role="status">Sent {sent?.title}</p>}
      <button ref={submitRef} type="submit" disabled={sending}>
        {sending ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const fillValid = () => {
  type('Title', 'Report');
  type('Code', '123');
  fireEvent.click(input('Agree'));
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const shown = () => Object.values(MESSAGES).filter((message) => screen.queryByText(message));

describe('useForm', () => {
  it('on submit shows every problem, focuses the first field in page order, and sends nothing', () => {
    const send = vi.fn();
    render(<TestForm send={send} />);
    type('Code', '12');
    submit();
    expect(send).not.toHaveBeenCalled();
    expect(shown()).toEqual([MESSAGES.title, MESSAGES.code, MESSAGES.agree]);
    expect(document.activeElement).toBe(input('Title'));
    // Focus moves once the field is marked, so it is announced as invalid.
    expect(input('Title').getAttribute('aria-invalid')).toBe('true');

    type('Title', 'Report');
    submit();
    expect(document.activeElement).toBe(input('Code'));
  });

  it('checks a field that has shown a message again: cleared as it is fixed, shown again only on leaving it', () => {
    render(<TestForm send={vi.fn()} />);
    submit();
    type('Code', '123');
    expect(shown()).not.toContain(MESSAGES.code);
    type('Code', '1');
    expect(shown()).not.toContain(MESSAGES.code); // not while typing
    fireEvent.blur(input('Code'));
    expect(shown()).toContain(MESSAGES.code);
    type('Code', '12x');
    expect(shown()).toContain(MESSAGES.code); // still wrong: the message stays
    // A checkbox has no typing in progress: its message follows its state at once.
    fireEvent.click(input('Agree'));
    expect(shown()).not.toContain(MESSAGES.agree);
    fireEvent.click(input('Agree'));
    expect(shown()).toContain(MESSAGES.agree);
  });

  it('does not check a field before it has shown a message', () => {
    render(<TestForm send={vi.fn()} />);
    type('Code', '1');
    fireEvent.blur(input('Code'));
    expect(shown()).toEqual([]);
  });

  it('sends once for two quick submits, and disables the button meanwhile', async () => {
    let finish!: (outcome: SendOutcome<Field>) => void;
    const send = vi.fn(() => new Promise<SendOutcome<Field>>((resolve) => (finish = resolve)));
    render(<TestForm send={send} />);
    fillValid();
    const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sending' })).toHaveProperty('disabled', true);
    await act(async () => finish({ kind: 'sent' }));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('on a failure says so, keeps everything typed and puts focus back on the button', async () => {
    const send = vi.fn().mockResolvedValueOnce({ kind: 'failed', message: 'Try later.' }).mockResolvedValueOnce({ kind: 'sent' });
    render(<TestForm send={send} />);
    fillValid();
    await act(async () => submit());
    expect(screen.getByRole('alert').textContent).toBe('Try later.');
    expect([input('Title').value, input('Code').value, input('Agree').checked]).toEqual(['Report', '123', true]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ title: 'Report', code: '123', agree: true });

    await act(async () => submit());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Sent Report');
  });

  it('leaves focus where the visitor put it during the request', async () => {
    let finish!: (outcome: SendOutcome<Field>) => void;
    render(<TestForm send={() => new Promise((resolve) => (finish = resolve))} />);
    fillValid();
    submit();
    input('Code').focus();
    await act(async () => finish({ kind: 'failed', message: 'Try later.' }));
    expect(document.activeElement).toBe(input('Code'));
  });

  it("shows the service's field messages under their fields and focuses the first", async () => {
    const send = vi.fn().mockResolvedValue({ kind: 'invalid', errors: { code: 'Code taken.', agree: 'Agree again.' } });
    render(<TestForm send={send} />);
    fillValid();
    await act(async () => submit());
    expect(screen.getByText('Code taken.')).toBeTruthy();
    expect(screen.getByText('Agree again.')).toBeTruthy();
    expect(document.activeElement).toBe(input('Code'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input('Code').value).toBe('123');
    // The service's message goes once the field passes the form's own check again.
    type('Code', '124');
    expect(screen.queryByText('Code taken.')).toBeNull();
  });

  it('on success keeps the values by default, and the sent values are known', async () => {
    render(<TestForm send={vi.fn().mockResolvedValue({ kind: 'sent' })} />);
    fillValid();
    await act(async () => submit());
    expect(screen.getByRole('status').textContent).toBe('Sent Report');
    expect(input('Title').value).toBe('Report');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
  });

  it('with resetOnSuccess empties the form, focuses what thanks the visitor, and starts again on the first field', async () => {
    render(<TestForm send={vi.fn().mockResolvedValue({ kind: 'sent' })} resetOnSuccess withThanks />);
    fillValid();
    await act(async () => submit());
    const thanks = screen.getByRole('heading', { name: 'Thanks for Report' });
    expect(document.activeElement).toBe(thanks);
    fireEvent.click(screen.getByRole('button', { name: 'Again' }));
    expect([input('Title').value, input('Code').value, input('Agree').checked]).toEqual(['', '', false]);
    expect(document.activeElement).toBe(input('Title'));
    expect(shown()).toEqual([]);
    // Fields flagged before the success are not checked again on their own.
    fireEvent.blur(input('Code'));
    expect(shown()).toEqual([]);
  });
});

describe('form state helpers', () => {
  it('lists the fields with a message in page order', () => {
    expect(fieldsWithErrors(['a', 'b', 'c'], { c: 'x', a: 'y' })).toEqual(['a', 'c']);
  });

  it('re-checks one field: clears, updates, and adds only when not typing', () => {
    const current = { a: 'old' };
    expect(recheckField(current, 'a', undefined, true)).toEqual({});
    expect(recheckField(current, 'a', 'new', true)).toEqual({ a: 'new' });
    expect(recheckField<'a' | 'b'>(current, 'b', 'new', true)).toBe(current);
    expect(recheckField<'a' | 'b'>(current, 'b', 'new', false)).toEqual({ a: 'old', b: 'new' });
    expect(recheckField<'a' | 'b'>(current, 'b', undefined, false)).toBe(current);
  });

  it('turns an action that throws into a failed outcome with its message', async () => {
    expect(await sendOutcome(async () => {}, () => 'no')).toEqual({ kind: 'sent' });
    expect(await sendOutcome(() => Promise.reject(new Error('boom')), (error) => `failed: ${(error as Error).message}`)).toEqual({ kind: 'failed', message: 'failed: boom' });
  });
});
