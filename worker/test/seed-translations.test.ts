import { describe, expect, it } from 'vitest';
import { catalogSchemas } from '#shared/catalog/schemas';
import { packageTranslationSchema } from '#shared/catalog/translations';
import { catalog } from './helpers/seed-catalog';

// Issue 30 item 4: the seed carries Tamil and Hindi for every package (tours, pilgrimages and treks alike), every
// field of them, with as many itinerary days and inclusion/exclusion lines as the English; and every car kind and
// model's visible words.
// Every field of the shared translation schema: a field added there is one the seed must fill too.
const FIELDS = Object.keys(packageTranslationSchema.shape);
const SCRIPT = { ta: /[\u0B80-\u0BFF]/, hi: /[\u0900-\u097F]/ };
type Translated = { id: string; translations?: Partial<Record<'ta' | 'hi', Record<string, string | string[]>>> };

describe('the seed catalog in Tamil and Hindi', () => {
  const packages = [...catalog.tours, ...catalog.devotionals, ...catalog.trekking];

  it('is valid for its collections, translations included', () => {
    expect(packages.length).toBeGreaterThanOrEqual(36);
    for (const [collection, documents] of Object.entries(catalog))
      for (const item of documents as Translated[])
        expect(catalogSchemas[collection as keyof typeof catalog].safeParse(item).success, item.id).toBe(true);
  });

  it.each(['ta', 'hi'] as const)('gives every package every field in %s, day by day as the English', (language) => {
    for (const item of packages) {
      const translation = (item as Translated).translations?.[language];
      expect(Object.keys(translation ?? {}).sort(), item.id).toEqual([...FIELDS].sort());
      for (const field of ['itinerary', 'inclusion', 'exclusion'] as const) {
        expect(translation![field], `${item.id} ${field}`).toHaveLength(item.details[field].length);
      }
      for (const field of FIELDS)
        for (const line of [translation![field]].flat()) expect(line, `${item.id} ${field}`).toMatch(SCRIPT[language]);
    }
  });

  it.each(['ta', 'hi'] as const)("gives every car kind's and model's name and line in %s", (language) => {
    const cars = [
      ...catalog.carCategories.map((item) => [item, ['title', 'description']] as const),
      ...catalog.carModels.map((item) => [item, ['name', 'description']] as const),
    ];
    expect(cars).toHaveLength(12);
    for (const [item, fields] of cars) {
      const translation = (item as Translated).translations?.[language];
      expect(Object.keys(translation ?? {}).sort(), item.id).toEqual([...fields].sort());
      for (const field of fields) expect(translation![field], `${item.id} ${field}`).toMatch(SCRIPT[language]);
    }
  });
});
