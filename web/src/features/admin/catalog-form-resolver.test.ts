import { describe, expect, it } from 'vitest';
import { catalogSchemas } from '#shared/catalog/schemas';
import { SPITI_PACKAGE } from './fixtures/spiti-package';
import { documentOf, emptyValues, valuesOf, type CarValues, type FormValues, type PackageValues } from './catalog-form';
import { catalogResolver, messagesOf } from './catalog-form-resolver';

// The editor's form library validates with the shared schema the worker applies: whatever that schema
// refuses, the form refuses under the same path with the same words, and a valid package goes to the API
// with its attributes and Tamil/Hindi words.

const resolve = (collection: Parameters<typeof catalogResolver>[0], values: FormValues) =>
  catalogResolver(collection)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const schemaMessages = (collection: keyof typeof catalogSchemas, values: FormValues) => {
  const parsed = catalogSchemas[collection].safeParse(documentOf(collection, values));
  const out: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

const spiti: Record<string, unknown> = {
  ...SPITI_PACKAGE,
  tags: ['snow'],
  translations: {
    ta: { title: 'ஸ்பிதி பள்ளத்தாக்கு மலையேற்றம்', startCity: 'மணாலி' },
    hi: { title: 'स्पीति घाटी ट्रेक', startCity: 'मनाली' },
  },
};

describe('the catalog editor’s resolver', () => {
  it('refuses what the shared schema refuses, at the same field, with the same message', async () => {
    const values = { ...(valuesOf('trekking', spiti) as PackageValues), perPerson: 'twelve', title: '' };
    values.attributes = { ...values.attributes, minAge: '-3' };
    const expected = schemaMessages('trekking', values);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['title', 'price.perPerson', 'minAge']));

    const { errors, values: passed } = await resolve('trekking', values);
    const messages = messagesOf(errors);
    expect(messages).toEqual(expected);
    expect(messages['price.perPerson']).toBe(expected['price.perPerson']);
    expect(passed).toEqual({});
  });

  it('names a car model’s missing name on the form’s title field', async () => {
    const values = { ...emptyValues('carModels'), id: 'dzire' };
    const messages = messagesOf((await resolve('carModels', values)).errors);
    expect(messages.title).toBe(schemaMessages('carModels', values).name);
    expect(messages.title).toBeTruthy();
  });

  it('passes a valid package as typed, and the saved document keeps its attributes and translations', async () => {
    const values = valuesOf('trekking', spiti) as PackageValues;
    const { errors, values: passed } = await resolve('trekking', values);
    expect(errors).toEqual({});
    expect(passed).toEqual(values);
    const saved = documentOf('trekking', passed as FormValues);
    expect(saved).toMatchObject({
      maxAltitudeM: 4550,
      grade: 'moderate',
      tags: ['snow'],
      translations: spiti.translations,
      price: spiti.price,
    });
    expect(catalogSchemas.trekking.safeParse(saved).success).toBe(true);
  });

  it('edits a car kind’s and a car model’s Tamil and Hindi words, a model’s title stored as its name', async () => {
    const kind = {
      id: 'sedan',
      title: 'Sedan',
      description: 'Four passengers, two bags',
      image: '/images/sedan.jpg',
      translations: { ta: { title: 'செடான்' }, hi: { title: 'सेडान' } },
    };
    const kindValues = valuesOf('carCategories', kind) as CarValues;
    expect(kindValues.translations).toEqual({
      ta: { title: 'செடான்', description: '' },
      hi: { title: 'सेडान', description: '' },
    });
    expect((await resolve('carCategories', kindValues)).errors).toEqual({});
    expect(documentOf('carCategories', kindValues)).toMatchObject({ translations: kind.translations });

    const model = {
      id: 'dzire',
      name: 'Swift Dzire',
      description: '4 seats, AC',
      image: '/images/dzire.jpg',
      ratePerKm: 12,
    };
    const typed: CarValues = {
      ...(valuesOf('carModels', model) as CarValues),
      translations: {
        ta: { title: ' ஸ்விஃப்ட் டிசையர் ', description: '4 இருக்கைகள், ஏசி' },
        hi: { title: '', description: '' },
      },
    };
    const saved = documentOf('carModels', typed);
    expect(saved.translations).toEqual({ ta: { name: 'ஸ்விஃப்ட் டிசையர்', description: '4 இருக்கைகள், ஏசி' } });
    expect(catalogSchemas.carModels.safeParse(saved).success).toBe(true);
    expect((valuesOf('carModels', saved) as CarValues).translations.ta.title).toBe('ஸ்விஃப்ட் டிசையர்');
    // All blank: no translations at all, so visitors read the English.
    expect(documentOf('carModels', valuesOf('carModels', model))).not.toHaveProperty('translations');
    // Too long a name is the schema's message, at the stored path.
    const long = { ...typed, translations: { ...typed.translations, hi: { title: 'क'.repeat(201), description: '' } } };
    expect(messagesOf((await resolve('carModels', long)).errors)).toHaveProperty(['translations.hi.name']);
  });
});
