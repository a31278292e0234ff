import { describe, expect, it } from 'vitest';
import { businessFrom, DEFAULT_BUSINESS, gstinProblem, membershipList } from './business';

describe('business settings', () => {
  it('accepts real GSTINs and the default one', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem(DEFAULT_BUSINESS.gstin)).toBeNull();
  });

  it('says what is wrong with a GSTIN: length, shape, state code, check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('a GSTIN has 15 characters; "27AAPFU0939F1Z" has 14');
    expect(gstinProblem('27AAPFU0939F1XV')).toMatch(/is not shaped like a GSTIN/);
    expect(gstinProblem('45AAPFU0939F1ZV')).toBe('"45" is not a GST state code');
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('the check character of "27AAPFU0939F1ZW" should be V');
  });

  it('applies the BUSINESS_* variables that are set and keeps the defaults for the rest', () => {
    const business = businessFrom({
      BUSINESS_GSTIN: '27aapfu0939f1zv',
      BUSINESS_PHONES: '+91 22 1234 5678, +91 98200 11111',
      BUSINESS_IATA_NUMBER: '14-3 1234 5',
      BUSINESS_FOUNDING_YEAR: '1998',
      BUSINESS_EMAIL: '',
    });
    expect(business.gstin).toBe('27AAPFU0939F1ZV');
    expect(business.phones).toEqual(['+91 22 1234 5678', '+91 98200 11111']);
    expect(business.foundingYear).toBe(1998);
    expect(business.email).toBe(DEFAULT_BUSINESS.email);
    expect(membershipList(business)).toEqual([{ label: 'IATA accredited agent', number: '14-3 1234 5' }]);
    expect(membershipList(DEFAULT_BUSINESS)).toEqual([]);
  });

  it('refuses an invalid GSTIN with a message naming the variable', () => {
    expect(() => businessFrom({ BUSINESS_GSTIN: '33AAECV4821M1ZZ' })).toThrow(
      /The business settings are not valid:\n {2}BUSINESS_GSTIN: the check character of "33AAECV4821M1ZZ" should be/,
    );
  });
});
