import { useId } from 'react';
import { Field } from '../../../components/field';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../catalog-extras-form';

// The editor's Tamil and Hindi words for a package or a car, each beside its English and falling back to it
// when left blank (field by field).

const LANGUAGE_NAMES: Record<TranslationLanguage, string> = { ta: 'Tamil', hi: 'Hindi' };

export type TranslationField<F extends string> = {
  name: F;
  label: string;
  /** One line (a title, a town); otherwise a text area of `rows` lines. */
  singleLine?: boolean;
  rows?: number;
  /** Its path in the stored document's `translations.{language}`, where the schema's messages are keyed. */
  path?: string;
};

type Props<F extends string> = {
  fields: readonly TranslationField<F>[];
  /** The English of each field, as the editor holds it (lists one per line). */
  english: Record<F, string>;
  values: Record<TranslationLanguage, Record<F, string>>;
  errors: Record<string, string>;
  onChange: (translations: Record<TranslationLanguage, Record<F, string>>) => void;
};

export function TranslationFields<F extends string>({ fields, english, values, errors, onChange }: Props<F>) {
  const id = useId();
  return (
    <section className="panel catalog-editor__section">
      <h2 className="lead-section__title">Tamil and Hindi</h2>
      <p className="admin-muted">
        Leave a field blank and visitors reading Tamil or Hindi see the English for it. Write as a careful native writer
        would.
      </p>
      {fields.map((field) => (
        <div key={field.name} className="catalog-extras__row">
          <div className="catalog-extras__english">
            <span className="field__label">{field.label} · English</span>
            <p className="catalog-extras__source">{english[field.name] || '—'}</p>
          </div>
          {TRANSLATION_LANGUAGES.map((language) => {
            const path = `translations.${language}.${field.path ?? field.name}`;
            const error = errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
            const value = values[language][field.name];
            const set = (text: string) =>
              onChange({ ...values, [language]: { ...values[language], [field.name]: text } });
            return (
              <Field
                key={language}
                id={`${id}-${language}-${field.name}`}
                label={LANGUAGE_NAMES[language]}
                error={error}
              >
                {(control) =>
                  field.singleLine ? (
                    <input {...control} lang={language} value={value} onChange={(event) => set(event.target.value)} />
                  ) : (
                    <textarea
                      {...control}
                      lang={language}
                      rows={field.rows ?? 4}
                      value={value}
                      placeholder="Blank: English is shown"
                      onChange={(event) => set(event.target.value)}
                    />
                  )
                }
              </Field>
            );
          })}
        </div>
      ))}
    </section>
  );
}
