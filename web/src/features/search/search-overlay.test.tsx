import { describe, expect, it } from 'vitest';
import { searchUrl } from './search-overlay';

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
