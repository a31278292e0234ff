import { useId } from 'react';
import { FULL_MONTH_NAMES, PACKAGE_TAGS, TREK_GRADES } from '#shared/catalog/attributes';
import { Field } from '../../../components/field';
import {
  TRANSLATED_FIELDS,
  type AttributeValues,
  type ExtraValues,
  type TranslatedField,
} from '../catalog-extras-form';
import { TranslationFields } from './catalog-translation-fields';

// The package editor's attribute fields (what the trip is: Visbot, /tours filters and the package page use
// them) and its Tamil and Hindi words beside the English (catalog-translation-fields.tsx).

type Props = {
  values: ExtraValues;
  /** The English of each translated field, as the editor holds it (lists one per line). */
  english: Record<TranslatedField, string>;
  errors: Record<string, string>;
  onChange: (changes: Partial<ExtraValues>) => void;
};

const FIELD_LABELS: Record<TranslatedField, string> = {
  title: 'Title',
  description: 'Short description',
  intro: 'Overview',
  itinerary: 'Itinerary (one day per line)',
  accommodation: 'Accommodation',
  inclusion: 'Inclusions (one per line)',
  exclusion: 'Exclusions (one per line)',
  startCity: 'Starts from',
};
const SINGLE_LINE = new Set<TranslatedField>(['title', 'startCity']);
const NUMBER_FIELDS = [
  ['maxAltitudeM', 'Highest point (metres)'],
  ['minAge', 'Youngest age'],
  ['walkingPerDayKm', 'Walking on the longest day (km)'],
] as const;

export function CatalogExtrasFields({ values, english, errors, onChange }: Props) {
  const id = useId();
  const attributes = values.attributes;
  const setAttributes = (changes: Partial<AttributeValues>) => onChange({ attributes: { ...attributes, ...changes } });
  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  return (
    <>
      <section className="panel catalog-editor__section">
        <h2 className="lead-section__title">What the trip is</h2>
        <p className="admin-muted">Visbot, the /tours filters and the package page use these. All optional.</p>
        <div className="catalog-editor__fields">
          {NUMBER_FIELDS.map(([name, label]) => (
            <Field key={name} id={`${id}-${name}`} label={label} error={errors[name]}>
              {(control) => (
                <input
                  {...control}
                  name={name}
                  inputMode="numeric"
                  value={attributes[name]}
                  onChange={(event) => setAttributes({ [name]: event.target.value })}
                />
              )}
            </Field>
          ))}
          <Field id={`${id}-grade`} label="Trek grade" error={errors.grade}>
            {(control) => (
              <select
                {...control}
                value={attributes.grade}
                onChange={(event) => setAttributes({ grade: event.target.value as AttributeValues['grade'] })}
              >
                <option value="">Not a trek</option>
                {TREK_GRADES.map((grade) => (
                  <option key={grade} value={grade}>
                    {grade[0]!.toUpperCase() + grade.slice(1)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-start`} label="Starts from (town or airport)" error={errors.startCity}>
            {(control) => (
              <input
                {...control}
                value={attributes.startCity}
                maxLength={80}
                onChange={(event) => setAttributes({ startCity: event.target.value })}
              />
            )}
          </Field>
          <label className="catalog-extras__check">
            <input
              type="checkbox"
              checked={attributes.includesFlights}
              onChange={(event) => setAttributes({ includesFlights: event.target.checked })}
            />{' '}
            Return flights from India are in the price
          </label>
          <fieldset className="catalog-extras__choices">
            <legend className="field__label">Best months</legend>
            {FULL_MONTH_NAMES.map((name, index) => (
              <label key={name} className="admin-chip catalog-extras__chip">
                <input
                  type="checkbox"
                  checked={attributes.bestMonths.includes(index + 1)}
                  onChange={() => setAttributes({ bestMonths: toggle(attributes.bestMonths, index + 1) })}
                />{' '}
                {name.slice(0, 3)}
              </label>
            ))}
          </fieldset>
          <fieldset className="catalog-extras__choices">
            <legend className="field__label">Tags</legend>
            {PACKAGE_TAGS.map((tag) => (
              <label key={tag} className="admin-chip catalog-extras__chip">
                <input
                  type="checkbox"
                  checked={attributes.tags.includes(tag)}
                  onChange={() => setAttributes({ tags: toggle(attributes.tags, tag) })}
                />{' '}
                {tag.replace('-', ' ')}
              </label>
            ))}
          </fieldset>
        </div>
      </section>

      <TranslationFields
        fields={TRANSLATED_FIELDS.map((field) => ({
          name: field,
          label: FIELD_LABELS[field],
          singleLine: SINGLE_LINE.has(field),
          rows: field === 'description' ? 2 : 4,
        }))}
        english={english}
        values={values.translations}
        errors={errors}
        onChange={(translations) => onChange({ translations })}
      />
    </>
  );
}
