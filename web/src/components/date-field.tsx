import { Field } from './field';

type Props = {
  id: string;
  name?: string;
  label: string;
  /** A wire date `YYYY-MM-DD`, or '' when none is chosen. */
  value: string;
  min?: string;
  max?: string;
  optional?: boolean;
  required?: boolean;
  autoComplete?: string;
  /** Shown under the input; with `warning` it says something about the chosen date and is announced. */
  hint?: string;
  warning?: boolean;
  error?: string | null;
  wide?: boolean;
  onChange: (value: string) => void;
};

/**
 * The date input of every form. min and max guide the picker; a form that is noValidate hints about a date
 * outside them instead of refusing it.
 */
export function DateField({ name, value, min, max, required, autoComplete, onChange, ...field }: Props) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          type="date"
          name={name}
          value={value}
          min={min}
          max={max}
          required={required}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
