import { Field } from './field';

/** A free-text place (From, To, a hotel's location); a page may draw its own with these props (stations). */
export type PlaceFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  /** Typing gives the text alone; picking a suggestion (where there are any) also gives its code. */
  onChange: (text: string, code?: string) => void;
};

/** The plain text input for a place. */
export function PlaceField({ label, placeholder, value, onChange, ...field }: PlaceFieldProps & { wide?: boolean }) {
  return (
    <Field label={label} {...field}>
      {(control) => (
        <input
          {...control}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={200}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
