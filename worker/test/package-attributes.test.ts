import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import catalog from '../seed/catalog.json';
import attributes from '../seed/package-attributes.json';
import { collectionOfType, type PackageType } from '#shared/catalog/collections';
import { catalogSchemas } from '#shared/catalog/schemas';
import { formatAltitude, monthRanges } from '#shared/catalog/attributes';
import { NO_TOUR_FILTERS, readTourFilters, tourFiltersQuery } from '#shared/catalog/tour-filters';

const packages = [...catalog.tours, ...catalog.devotionals, ...catalog.trekking];
const ATTRIBUTES: Record<string, object> = attributes;
/** The schema of the collection a package is filed in. */
const schemaOf = (item?: { type: string }) =>
  catalogSchemas[collectionOfType((item?.type ?? 'trekking') as PackageType)];

describe('package attributes', () => {
  it('are given for every seed package, and each joined package passes the package schema', () => {
    expect(Object.keys(attributes).sort()).toEqual(packages.map((item) => item.id).sort());
    for (const item of packages) {
      const parsed = z.safeParse(schemaOf(item), { ...item, ...ATTRIBUTES[item.id] });
      expect(parsed.success, `${item.id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('grade every trek and only treks', () => {
    for (const item of packages) {
      const grade = (ATTRIBUTES[item.id] as { grade?: string }).grade;
      expect(Boolean(grade), item.id).toBe(item.type === 'trekking');
    }
  });

  it('refuse a month outside 1–12 and a tag outside the list', () => {
    const [item] = catalog.trekking;
    expect(z.safeParse(schemaOf(item), { ...item, bestMonths: [13] }).success).toBe(false);
    expect(z.safeParse(schemaOf(item), { ...item, tags: ['party'] }).success).toBe(false);
  });

  it('show months as runs over the new year, and altitude with Indian grouping', () => {
    expect(monthRanges([1, 2, 3, 4, 12])).toBe('Dec–Apr');
    expect(monthRanges([5, 6, 9, 10])).toBe('May–Jun, Sep–Oct');
    expect(monthRanges([7])).toBe('Jul');
    expect(monthRanges([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe('all year');
    expect(formatAltitude(3810)).toBe('3,810 m');
  });
});

describe('tour filters in the URL', () => {
  it('read back what they write, and ignore what is malformed', () => {
    const filters = {
      ...NO_TOUR_FILTERS,
      type: 'trekking' as const,
      max: 15000,
      month: 12,
      tag: 'snow' as const,
      days: { min: 4, max: 6 },
    };
    const query = tourFiltersQuery(filters);
    expect(query).toBe('filter=trekking&max=15000&month=12&tag=snow&days=4-6');
    expect(readTourFilters(new URLSearchParams(query))).toEqual(filters);
    expect(readTourFilters(new URLSearchParams('month=13&tag=party&grade=hard&days=6-2&max=abc'))).toEqual(
      NO_TOUR_FILTERS,
    );
  });
});
