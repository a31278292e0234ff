import { describe, expect, it } from 'vitest';
import {
  CATALOG_COLLECTIONS,
  collectionOfType,
  collectionOfWord,
  PACKAGE_COLLECTIONS,
  PACKAGE_TYPES,
  packagePath,
  typesOf,
} from './collections';
import { catalogSchemas } from './schemas';

describe('what the catalog table gives the site', () => {
  it('opens devotionals and treks on their own routes, every other package as a tour', () => {
    expect(packagePath('devotional', 'tirupati')).toBe('/devotion/tirupati');
    expect(packagePath('trekking', 'triund')).toBe('/trek/triund');
    expect(packagePath('international', 'dubai')).toBe('/tour/dubai');
    expect(packagePath('domestic', 'goa')).toBe('/tour/goa');
  });

  it('lists the collections, path words and types in the order the site shows them', () => {
    expect(CATALOG_COLLECTIONS).toEqual(['tours', 'devotionals', 'trekking', 'carCategories', 'carModels']);
    expect(PACKAGE_COLLECTIONS.map(({ collection, word }) => `${collection}:${word}`)).toEqual([
      'tours:tour',
      'devotionals:devotion',
      'trekking:trek',
    ]);
    expect(PACKAGE_TYPES).toEqual(['international', 'domestic', 'devotional', 'trekking']);
    expect(typesOf('tours')).toEqual(['international', 'domestic']);
    expect(collectionOfType('devotional')).toBe('devotionals');
    expect(collectionOfWord('trek')).toBe('trekking');
    expect(collectionOfWord('trekking')).toBeUndefined();
  });

  it("refuses a package filed under another collection's type", () => {
    const result = catalogSchemas.devotionals.safeParse({ type: 'domestic' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'type')?.message).toBe('Choose devotional');
  });
});
