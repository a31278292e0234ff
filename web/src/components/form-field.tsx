import type { ChangeEvent, ReactNode } from 'react';
import './form-field.css';
import { useValidationText } from '../lib/use-validation-text';

/** One field; `name` is a key of the request it fills (typed from the form's shared schema). */
export type FieldSpec<N extends string = string> = {
  name: N;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea';
  options?: readonly string[];
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  min?: string;
  max?: string;
  maxLength?: number;
  /** Spans both columns of the form grid on wide screens. */
  wide?: boolean;
};

type Props<N extends string> = {
  id: string;
  spec: FieldSpec<N>;
  value: string;
  error?: string;
  onChange: (name: N, value: string) => void;
};

/** One labelled, required input of a form, with its hint and its error announced to screen readers. */
export function FormField<N extends string>({ id, spec, value, error, onChange }: Props<N>) {
  const describedBy =
    [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: spec.name,
    value,
    required: true,
    className: 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      onChange(spec.name, event.target.value),
  };
  let control: ReactNode;
  if (spec.type === 'select') {
    control = (
      <select {...common}>
        <option value="" disabled>
          {spec.placeholder ?? 'Select'}
        </option>
        {spec.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (spec.type === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={4}
        placeholder={spec.placeholder}
        autoComplete={spec.autoComplete}
        maxLength={spec.maxLength}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={spec.type}
        placeholder={spec.placeholder}
        autoComplete={spec.autoComplete}
        min={spec.min}
        max={spec.max}
        maxLength={spec.maxLength}
      />
    );
  }
  return (
    <div className={`field${spec.wide ? ' field--wide' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {spec.label}
      </label>
      {control}
      {spec.hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {spec.hint}
        </span>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error, with the id its input names in aria-describedby (`{fieldId}-error`); nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  const text = useValidationText();
  return error ? (
    <span className="field__error" id={`${id}-error`}>
      {text(error)}
    </span>
  ) : null;
}
