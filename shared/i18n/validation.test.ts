import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../schemas/common';
import { darshanFormSchema } from '../schemas/darshan';
import { contactMessageSchema, passportRegistrationSchema, visaApplicationSchema } from '../schemas/submissions';
import { hi } from './hi/catalog';
import { ta } from './ta/catalog';
import { translateValidation } from './validation';

const window = { from: '2026-12-01', to: '2027-02-28' };
const errorsOf = (form: Record<string, unknown>) => {
  const parsed = darshanFormSchema(window).safeParse(form);
  if (parsed.success) throw new Error('expected the form to be refused');
  return Object.values(fieldErrors(parsed.error));
};

describe('validation messages in Tamil and Hindi', () => {
  const person = { name: '', age: '200', aadhaar: '1234' };
  const messages = [
    ...errorsOf({ numberOfTickets: '0', darshanDate: '', alternateDarshanDate: '', passengers: [] }),
    ...errorsOf({ numberOfTickets: '11', darshanDate: '2026-01-01', alternateDarshanDate: '', passengers: [] }),
    ...errorsOf({
      numberOfTickets: '2',
      darshanDate: '2026-12-05',
      alternateDarshanDate: '2026-12-05',
      passengers: [person, { name: 'A', age: '', aadhaar: '' }],
    }),
  ];

  it('knows every message of the darshan form', () => {
    expect(messages.length).toBeGreaterThan(6);
    for (const message of messages) {
      expect(translateValidation(message, ta.validation), message).not.toBe(message);
      expect(translateValidation(message, hi.validation), message).not.toBe(message);
    }
  });

  it('knows every message of the visa, passport and contact forms, the field names too', () => {
    const bad = { fullName: ' ', name: '', nationality: '', address: '', message: '', email: 'me@', phone: '12' };
    const refused = [
      visaApplicationSchema.safeParse({ ...bad, passportNumber: 'K-1', travelDate: '2027-02-30' }),
      passportRegistrationSchema.safeParse({ ...bad, dob: '31-12-1990' }),
      contactMessageSchema.safeParse(bad),
    ].flatMap((parsed) => (parsed.success ? [] : Object.values(fieldErrors(parsed.error))));
    const ours = refused.filter((message) => !message.startsWith('Invalid'));
    expect(ours).toContain('Full name is required');
    expect(ours).toContain('Enter the passport number as printed, e.g. K1234567');
    for (const message of ours) {
      expect(translateValidation(message, ta.validation), message).not.toBe(message);
      expect(translateValidation(message, hi.validation), message).not.toBe(message);
    }
    expect(translateValidation('Full name is required', ta.validation)).toBe('முழுப் பெயர் அவசியம்');
    expect(translateValidation('Message is required', hi.validation)).toBe('संदेश ज़रूरी है');
  });

  it('carries the values a message names', () => {
    expect(translateValidation('Pick a date from 2026-12-01 to 2027-02-28', ta.validation)).toBe(
      '2026-12-01 முதல் 2027-02-28 வரையிலான ஒரு தேதியைத் தேர்ந்தெடுங்கள்',
    );
    expect(translateValidation('Name is required for Person 2', hi.validation)).toBe('व्यक्ति 2 का नाम ज़रूरी है');
  });

  it('leaves English, and a message it does not know, as they came', () => {
    expect(translateValidation('Darshan date is required', undefined)).toBe('Darshan date is required');
    expect(translateValidation('Something new', ta.validation)).toBe('Something new');
  });
});
