import { describe, expect, it } from 'vitest';
import { catalogSchemas } from '#shared/catalog/schemas';
import { catalog } from './helpers/seed-catalog';

// Issue 30 item 4: the seed carries Tamil and Hindi for every devotional package and the ten most visited others,
// every field of them, with as many itinerary days and inclusion/exclusion lines as the English.
const TEN_MOST_VISITED = [
  'kerala-backwaters-munnar',
  'golden-triangle-delhi-agra-jaipur',
  'rajasthan-heritage',
  'goa-beach-holiday',
  'kashmir-paradise',
  'himachal-shimla-manali',
  'andaman-islands',
  'ooty-coorg-mysore',
  'darjeeling-gangtok',
  'ladakh-leh-nubra-pangong',
];
const FIELDS = ['title', 'description', 'intro', 'itinerary', 'accommodation', 'inclusion', 'exclusion'] as const;

describe('the seed catalog in Tamil and Hindi', () => {
  const tours = catalog.tours.filter(({ id }) => TEN_MOST_VISITED.includes(id));
  const packages = [...catalog.devotionals, ...tours];

  it('has every devotional package and the ten most visited tours, each valid for its collection', () => {
    expect(catalog.devotionals.length).toBeGreaterThanOrEqual(11);
    expect(tours.map(({ id }) => id).sort()).toEqual([...TEN_MOST_VISITED].sort());
    for (const item of catalog.devotionals)
      expect(catalogSchemas.devotionals.safeParse(item).success, item.id).toBe(true);
    for (const item of tours) expect(catalogSchemas.tours.safeParse(item).success, item.id).toBe(true);
  });

  it.each(['ta', 'hi'] as const)('gives every field in %s, day by day as the English', (language) => {
    const script = language === 'ta' ? /[\u0B80-\u0BFF]/ : /[\u0900-\u097F]/;
    for (const item of packages) {
      const translation = (item as { translations?: Record<string, Record<string, string | string[]>> }).translations?.[
        language
      ];
      expect(Object.keys(translation ?? {}).sort(), item.id).toEqual([...FIELDS].sort());
      for (const field of ['itinerary', 'inclusion', 'exclusion'] as const) {
        expect(translation![field], `${item.id} ${field}`).toHaveLength(item.details[field].length);
      }
      for (const field of FIELDS) expect([translation![field]].flat().join(' '), `${item.id} ${field}`).toMatch(script);
    }
  });
});
