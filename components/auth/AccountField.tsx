import type { ComponentProps } from 'react';
import { TextField } from '@/components/forms/TextField';

interface Props extends Omit<ComponentProps<typeof TextField>, 'id'> {
  formId: string;
}

/** A field of an account form: its id is the form's plus its name. */
export function AccountField({ formId, ...field }: Props) {
  return <TextField {...field} id={`${formId}-${field.name}`} />;
}

type EmailFieldProps = Pick<Props, 'formId' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** The e-mail field every account form starts from. */
export function EmailField(props: EmailFieldProps) {
  return <AccountField {...props} name="email" label="Email" type="email" inputMode="email" autoComplete="email" spellCheck={false} />;
}
