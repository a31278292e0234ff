import { createContext, useContext, useId, type ReactNode } from 'react';
import { useController, type FieldPath } from 'react-hook-form';
import { Field } from '../../../components/field';
import type { FormValues } from '../catalog-form';
import { UploadButton } from './upload-button';

// The catalog editor's fields, each bound to the editor's form (react-hook-form) by its name. Errors come
// from the form's resolver, keyed by the stored document's paths ('price.perPerson').

export type EditorFieldName = FieldPath<FormValues>;

/** What every field of one editor shares: the messages by path, and a signal that the operator typed. */
export const EditorContext = createContext<{ errors: Record<string, string>; edited: () => void }>({
  errors: {},
  edited: () => undefined,
});

/** The first message at `path` or under it ('details.inclusion.3' for the inclusions box). */
export const firstUnder = (errors: Record<string, string>, path: string) =>
  errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel catalog-editor__section">
      <h2 className="lead-section__title">{title}</h2>
      <div className="catalog-editor__fields">{children}</div>
    </section>
  );
}

type TextProps = {
  label: string;
  name: EditorFieldName;
  /** Where the schema keys this field's message (and the input's name): the form's name when the same. */
  path?: string;
  /** The message to show instead of the one at `path` (a list edited as lines). */
  error?: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  readOnly?: boolean;
  /** Called after the operator changes it (a new item's id follows its title). */
  onValue?: (value: string) => void;
};

/** A text field of the editor's form. */
export function TextField({
  label,
  name,
  path = name,
  error,
  hint,
  multiline,
  rows = 3,
  maxLength,
  readOnly,
  onValue,
}: TextProps) {
  const id = `${useId()}-${path.replace(/\W/g, '-')}`;
  const { field } = useController<FormValues>({ name });
  const { errors, edited } = useContext(EditorContext);
  const change = (value: string) => {
    field.onChange(value);
    edited();
    onValue?.(value);
  };
  return (
    <Field id={id} label={label} hint={hint} error={error ?? errors[path]}>
      {(control) => {
        const common = {
          ...control,
          ref: field.ref,
          name: path,
          value: typeof field.value === 'string' ? field.value : '',
          maxLength,
          readOnly,
          onBlur: field.onBlur,
        };
        return multiline ? (
          <textarea {...common} rows={rows} onChange={(event) => change(event.target.value)} />
        ) : (
          <input {...common} onChange={(event) => change(event.target.value)} />
        );
      }}
    </Field>
  );
}

/** A choice among fixed options, bound to the form like TextField. */
export function ChoiceField({
  label,
  name,
  options,
}: {
  label: string;
  name: EditorFieldName;
  options: { value: string; label: string }[];
}) {
  const id = `${useId()}-${name}`;
  const { field } = useController<FormValues>({ name });
  const { edited } = useContext(EditorContext);
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select
          {...control}
          ref={field.ref}
          value={String(field.value)}
          onChange={(event) => {
            field.onChange(event.target.value);
            edited();
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** An image or PDF address: typed or pasted, or uploaded to R2 (the answer's URL fills it). */
export function UrlField({
  label,
  name,
  accept,
  editable,
}: {
  label: string;
  name: 'image' | 'pdf';
  accept: 'image' | 'pdf';
  editable: boolean;
}) {
  const { field } = useController<FormValues>({ name });
  const { edited } = useContext(EditorContext);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <div className="url-field">
      <TextField
        label={label}
        name={name}
        hint={accept === 'pdf' ? 'Upload a PDF or paste its address.' : 'Upload a picture or paste its address.'}
        maxLength={2048}
      />
      <div className="url-field__side">
        {accept === 'image' && value ? (
          <img className="url-field__thumb" src={value} alt="" width={96} height={64} />
        ) : null}
        <UploadButton
          accept={accept}
          label={accept === 'pdf' ? 'Upload PDF' : 'Upload image'}
          onUploaded={(url) => {
            field.onChange(url);
            edited();
          }}
          disabled={!editable}
        />
      </div>
    </div>
  );
}
