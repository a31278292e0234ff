import { describe, expect, it } from 'vitest';
import { SEARCH_CHIPS } from '#shared/constants';
import { popularSearches, searchUrl } from './search-overlay';

describe('searchUrl', () => {
  it('trims and URL-encodes the text', () => {
    expect(searchUrl('  Goa & Kerala  ', null)).toBe('/search?query=Goa%20%26%20Kerala');
  });
  it('returns nothing for blank text', () => {
    expect(searchUrl('   ', 'Tours')).toBeNull();
    expect(searchUrl('', null)).toBeNull();
  });
  it('carries a chosen chip other than All as the category', () => {
    expect(searchUrl('innova', 'Car Rental')).toBe('/search?query=innova&category=Car%20Rental');
    expect(searchUrl('innova', 'All')).toBe('/search?query=innova');
  });
});

describe('popularSearches', () => {
  const titles = (...args: Parameters<typeof popularSearches>) => popularSearches(...args).map((item) => item.title);

  it("shows the spec's four under All or no chip, and the spec's own under Tours and Packages", () => {
    const four = ['Golden Triangle Tour', 'Kerala Backwaters', 'Taj Mahal Tour', 'Rajasthan Heritage'];
    expect(titles(null, '')).toEqual(four);
    expect(titles('All', '')).toEqual(four);
    expect(titles('Tours', '')).toEqual(['Golden Triangle Tour', 'Kerala Backwaters', 'Taj Mahal Tour']);
    expect(titles('Packages', '')).toEqual(['Rajasthan Heritage']);
  });

  it('gives every chip searches of its own', () => {
    for (const chip of SEARCH_CHIPS) expect(titles(chip, '').length, chip).toBeGreaterThan(0);
    expect(titles('Hotels', '')).toEqual(['Hotel booking', 'Goa beach resorts', 'Ooty hill stays']);
  });

  it('keeps the ones holding every typed word, in any case', () => {
    expect(titles('All', 'TOUR')).toEqual(['Golden Triangle Tour', 'Taj Mahal Tour']);
    expect(titles('Car Rental', '  tempo trav ')).toEqual(['Tempo Traveller']);
    expect(titles('Tickets', 'ship')).toEqual([]);
  });
});
