import { describe, expect, it } from 'vitest';
import { catalogSchemas } from '#shared/catalog/schemas';
import { documentOf, valuesOf, type PackageValues } from './catalog-form';
import { SPITI_PACKAGE } from './fixtures/spiti-package';

// The editor keeps a package's attributes and Tamil/Hindi words through a save, and leaves blanks out so the
// visitor reads English for them.

const stored = {
  ...SPITI_PACKAGE,
  bestMonths: [6, 7, 8, 9],
  tags: ['snow', 'adventure'],
  minAge: 12,
  walkingPerDayKm: 9.5,
  translations: { ta: { title: 'ஸ்பிதி பள்ளத்தாக்கு மலையேற்றம்', itinerary: ['நாள் 1: மணாலி'] } },
};

describe('the package editor’s attributes and translations', () => {
  it('round-trips every attribute and translation a stored package has', () => {
    const values = valuesOf('trekking', stored) as PackageValues;
    expect(values.attributes).toMatchObject({ maxAltitudeM: '4550', grade: 'moderate', startCity: 'Manali' });
    expect(values.translations.ta.title).toBe('ஸ்பிதி பள்ளத்தாக்கு மலையேற்றம்');
    const document = documentOf('trekking', values);
    expect(document).toMatchObject({
      maxAltitudeM: 4550,
      grade: 'moderate',
      bestMonths: [6, 7, 8, 9],
      tags: ['snow', 'adventure'],
      startCity: 'Manali',
      minAge: 12,
      walkingPerDayKm: 9.5,
      translations: { ta: { title: 'ஸ்பிதி பள்ளத்தாக்கு மலையேற்றம்', itinerary: ['நாள் 1: மணாலி'] } },
    });
    expect(document).not.toHaveProperty('includesFlights');
    expect(catalogSchemas.trekking.safeParse(document).success).toBe(true);
  });

  it('writes Hindi typed beside the English and drops blanks, so English shows field by field', () => {
    const values = valuesOf('trekking', stored) as PackageValues;
    values.translations.hi = { ...values.translations.hi, title: 'स्पीति घाटी ट्रेक', intro: '  ' };
    values.translations.ta = { ...values.translations.ta, title: '', itinerary: '' };
    values.attributes = { ...values.attributes, includesFlights: true, bestMonths: [12, 1], minAge: 'twelve' };
    const document = documentOf('trekking', values);
    expect(document.translations).toEqual({ hi: { title: 'स्पीति घाटी ट्रेक' } });
    expect(document.bestMonths).toEqual([1, 12]);
    expect(document.includesFlights).toBe(true);
    // Text where a number belongs reaches the schema, which names the field.
    const parsed = catalogSchemas.trekking.safeParse(document);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('minAge');
  });
});
