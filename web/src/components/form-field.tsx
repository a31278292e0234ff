import type { ChangeEvent } from 'react';
import { forms } from '#shared/i18n/en/forms';
import { useT } from '../lib/locale';
import { DateField } from './date-field';
import { Field } from './field';

/** One field described as data; `name` is a key of the request it fills (typed from the form's shared schema). */
export type FieldSpec<N extends string = string> = {
  name: N;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea';
  options?: readonly string[];
  /** What each option reads as in the visitor's language (the value sent stays the schema's). */
  optionLabels?: Readonly<Record<string, string>>;
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  min?: string;
  max?: string;
  maxLength?: number;
  /** Spans both columns of the form grid on wide screens. */
  wide?: boolean;
  /** May be left empty: not `required`, and the label says "(optional)". */
  optional?: boolean;
};

type Props<N extends string> = {
  id: string;
  spec: FieldSpec<N>;
  value: string;
  error?: string;
  onChange: (name: N, value: string) => void;
};

/** A field drawn from its spec (the request forms list theirs as data), on the one `Field`; required unless optional. */
export function FormField<N extends string>({ id, spec, value, error, onChange }: Props<N>) {
  const { name, hint, wide, placeholder, autoComplete, maxLength } = spec;
  const t = useT(forms);
  const required = !spec.optional;
  const label = required ? spec.label : `${spec.label} ${t('optional')}`;
  if (spec.type === 'date') {
    return (
      <DateField
        {...{ id, name, label, hint, wide, value, error, autoComplete }}
        min={spec.min}
        max={spec.max}
        required={required}
        onChange={(text) => onChange(name, text)}
      />
    );
  }
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    onChange(name, event.target.value);
  return (
    <Field id={id} label={label} hint={hint} error={error} wide={wide}>
      {(control) => {
        const common = { ...control, name, value, required, onChange: change };
        if (spec.type === 'select') {
          return (
            <select {...common}>
              <option value="" disabled>
                {placeholder ?? t('select')}
              </option>
              {spec.options?.map((option) => (
                <option key={option} value={option}>
                  {spec.optionLabels?.[option] ?? option}
                </option>
              ))}
            </select>
          );
        }
        const text = { ...common, placeholder, autoComplete, maxLength };
        return spec.type === 'textarea' ? <textarea {...text} rows={4} /> : <input {...text} type={spec.type} />;
      }}
    </Field>
  );
}
