import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { isPackageCollection, typeLabel, typesOf, type CatalogCollection } from '#shared/catalog/collections';
import type { StoredDocument } from '../api/get-catalog';
import { emptyExtras } from '../catalog-extras-form';
import {
  CAR_RATE_FIELDS,
  carWordsOf,
  FIELD_NAMES,
  NUMBER_PATHS,
  PRICE_FIELDS,
  slugOf,
  type CarValues,
  type FormValues,
  type PackageValues,
} from '../catalog-form';
import { ChoiceField, firstUnder, Section, TextField, UrlField } from './catalog-editor-fields';
import { CatalogExtrasFields } from './catalog-extras-fields';
import { TranslationFields } from './catalog-translation-fields';
import { Gallery, Itinerary } from './catalog-list-fields';
import { PricePreview } from './price-preview';

/** Every field of one catalog document, section by section, bound to the editor's form by name. */
export function DocumentFields({
  collection,
  stored,
  source,
  editable,
  values,
  previewDocument,
  errors,
  onChange: change,
}: {
  collection: CatalogCollection;
  stored: StoredDocument | null;
  source?: StoredDocument;
  editable: boolean;
  values: FormValues;
  /** The document as the preview shows it (the price preview reads its prices). */
  previewDocument: Record<string, unknown>;
  errors: Record<string, string>;
  onChange: (changes: Partial<PackageValues> | Partial<CarValues>) => void;
}) {
  const { setValue } = useFormContext<FormValues>();
  const [idTouched, setIdTouched] = useState(Boolean(stored) || Boolean(source));
  const numberFields = values.kind === 'package' ? PRICE_FIELDS : collection === 'carModels' ? CAR_RATE_FIELDS : [];
  return (
    <>
      <Section title="Basics">
        <TextField
          label={collection === 'carModels' ? 'Name' : 'Title'}
          name="title"
          maxLength={200}
          // A new document's id follows its title until the operator edits the id.
          onValue={(title) => !idTouched && !stored && setValue('id', slugOf(title))}
        />
        <TextField
          label="Id (in the web address)"
          name="id"
          hint={
            stored
              ? 'The id of a saved item cannot change: duplicate it to use another.'
              : 'Letters, digits, - and _ only.'
          }
          readOnly={Boolean(stored)}
          onValue={() => setIdTouched(true)}
          maxLength={128}
        />
        {isPackageCollection(collection) ? (
          <ChoiceField
            label="Kind"
            name="type"
            options={typesOf(collection).map((type) => ({ value: type, label: typeLabel(type) }))}
          />
        ) : null}
        <TextField label="Short description" name="description" multiline maxLength={2000} />
        {numberFields.map((field) => (
          <TextField
            key={field}
            label={FIELD_NAMES[field]!}
            name={field}
            path={NUMBER_PATHS[field]}
            hint={field === 'offerUntil' ? 'A date like 2027-01-31; the offer stops showing after it.' : undefined}
            maxLength={40}
          />
        ))}
        <PricePreview document={previewDocument} />
      </Section>

      <Section title="Pictures">
        <UrlField label="Main image" name="image" accept="image" editable={editable} />
        {values.kind === 'package' ? (
          <>
            <Gallery editable={editable} />
            <UrlField label="Brochure PDF (optional)" name="pdf" accept="pdf" editable={editable} />
          </>
        ) : null}
      </Section>

      {values.kind === 'package' ? (
        <>
          <Section title="Overview and stay">
            <TextField label="Overview" name="intro" path="details.intro" multiline rows={5} />
            <TextField label="Accommodation" name="accommodation" path="details.accommodation" multiline />
          </Section>
          <Section title="Itinerary">
            <Itinerary />
          </Section>
          <Section title="Inclusions and exclusions">
            <TextField
              label="Inclusions"
              name="inclusion"
              path="details.inclusion"
              error={firstUnder(errors, 'details.inclusion')}
              hint="One per line."
              multiline
              rows={5}
            />
            <TextField
              label="Exclusions"
              name="exclusion"
              path="details.exclusion"
              error={firstUnder(errors, 'details.exclusion')}
              hint="One per line."
              multiline
              rows={4}
            />
          </Section>
          <CatalogExtrasFields
            // A draft kept before these fields existed has none: start them blank.
            values={{
              attributes: values.attributes ?? emptyExtras().attributes,
              translations: values.translations ?? emptyExtras().translations,
            }}
            english={{
              title: values.title,
              description: values.description,
              intro: values.intro,
              itinerary: values.itinerary.filter((day) => !/^Day \d+:\s*$/.test(day)).join('\n'),
              accommodation: values.accommodation,
              inclusion: values.inclusion,
              exclusion: values.exclusion,
              startCity: (values.attributes ?? emptyExtras().attributes).startCity,
            }}
            errors={errors}
            onChange={change}
          />
        </>
      ) : (
        <TranslationFields
          fields={[
            collection === 'carModels'
              ? { name: 'title', label: 'Name', singleLine: true, path: 'name' }
              : { name: 'title', label: 'Title', singleLine: true },
            { name: 'description', label: 'Short description', rows: 2 },
          ]}
          english={{ title: values.title, description: values.description }}
          // A draft kept before these fields existed holds the stored shape, or nothing.
          values={carWordsOf(values.translations)}
          errors={errors}
          onChange={(translations) => change({ translations })}
        />
      )}
    </>
  );
}
