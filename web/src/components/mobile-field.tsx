import type { ReactNode } from 'react';
import { Field } from './field';

type Props = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
};

/** A mobile number on the one `Field`: the phone keypad and the number the browser keeps for the visitor. */
export function MobileField({ id, label, hint, error, value, onChange }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
