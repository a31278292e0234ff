import { describe, expect, it } from 'vitest';
import { leadRequestSchema } from './leads';

describe('leadRequestSchema', () => {
  it('fills the forms defaults as the WhatsApp text does', () => {
    expect(leadRequestSchema.parse({ kind: 'flight', from: 'MAA', travelClass: '', passengers: 'two' })).toEqual({
      kind: 'flight',
      from: 'MAA',
      to: '',
      date: '',
      passengers: 1,
      travelClass: 'Economy',
      name: '',
      mobile: undefined,
    });
  });

  it('normalises an Indian mobile, treats a blank one as not given, and refuses landlines and foreign numbers', () => {
    expect(leadRequestSchema.parse({ kind: 'car', mobile: '098400 12345' })).toMatchObject({ mobile: '+919840012345' });
    expect(leadRequestSchema.parse({ kind: 'car', location: 'Adyar', mobile: '  ' })).toMatchObject({
      mobile: undefined,
    });
    for (const mobile of ['044 4859 2040', '+1 415 555 0100', '98400']) {
      expect(leadRequestSchema.safeParse({ kind: 'car', mobile }).success, mobile).toBe(false);
    }
  });

  it('accepts a darshan enquiry only without any personal field', () => {
    expect(leadRequestSchema.parse({ kind: 'darshan' })).toEqual({ kind: 'darshan' });
    expect(leadRequestSchema.safeParse({ kind: 'darshan', name: 'Lakshmi' }).success).toBe(false);
    expect(leadRequestSchema.safeParse({ kind: 'darshan', aadhaar: '234123412346' }).success).toBe(false);
  });

  it('needs something to follow up (a place or a mobile) and keeps counts within the maxima', () => {
    expect(leadRequestSchema.safeParse({ kind: 'bus' }).error?.issues[0]).toMatchObject({
      path: ['from'],
      message: 'Say where you travel from or to',
    });
    expect(leadRequestSchema.safeParse({ kind: 'bus', name: 'Ravi' }).success).toBe(false);
    expect(leadRequestSchema.safeParse({ kind: 'bus', mobile: '9840012345' }).success).toBe(true);
    expect(leadRequestSchema.safeParse({ kind: 'bus', to: 'Madurai', passengers: 20 }).success).toBe(true);
    expect(leadRequestSchema.safeParse({ kind: 'bus', to: 'Madurai', passengers: 21 }).error?.issues[0]?.message).toBe(
      'At most 20 passengers; call us for a larger group',
    );
    expect(leadRequestSchema.safeParse({ kind: 'hotel', location: 'Ooty', guests: 50, rooms: 21 }).success).toBe(false);
  });

  it('strips invisible characters from what the business will read', () => {
    expect(leadRequestSchema.parse({ kind: 'package', title: 'Kerala\u202E Backwaters\u200B' })).toMatchObject({
      title: 'Kerala Backwaters',
    });
  });
});
