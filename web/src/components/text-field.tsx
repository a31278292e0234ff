import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

type Props = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** One text input on the one `Field` (label, hint, error); the rest of the props go to the input. */
export function TextField({ id, label, hint, error, value, onChange, ...input }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
