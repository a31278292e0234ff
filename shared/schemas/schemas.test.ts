import { describe, expect, it } from 'vitest';
import { formatAadhaarInput, isValidAadhaar, maskAadhaar } from '../aadhaar';
import { normalizePhone } from '../phone';
import { carCategorySchema, carModelSchema, catalogSchemas, documentId } from '../catalog/schemas';

const packageSchema = catalogSchemas.tours;
import { chatRequestSchema } from './chat';
import { darshanFormSchema } from './darshan';
import { rateAnswerSchema, rateQuerySchema } from './rates';
import {
  contactMessageSchema,
  forexRequestSchema,
  passportRegistrationSchema,
  visaApplicationSchema,
} from './submissions';
import { ticketEnquirySchema } from './tickets';
import { trainResultSchema, trainSearchQuerySchema } from './trains';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

const pkg = {
  id: 'kerala-backwaters-munnar',
  title: 'Kerala Backwaters & Munnar',
  description: 'Houseboat, tea hills and beaches.',
  image: '/images/catalog/kerala.svg',
  images: ['/images/catalog/kerala.svg'],
  type: 'domestic',
  price: { perPerson: 24500 },
  days: 2,
  nights: 1,
  details: {
    intro: 'Six days in God’s own country.',
    itinerary: ['Day 1: Arrive in Kochi', 'Day 2: Munnar'],
    accommodation: '3-star hotels and one night on a houseboat',
    inclusion: ['Breakfast', 'Private car'],
    exclusion: ['Flights'],
  },
};

describe('catalog schemas', () => {
  it('accepts a full package and one typed by hand in Firestore (lists as lines, pdf empty)', () => {
    expect(packageSchema.parse(pkg).details.itinerary).toHaveLength(2);
    const handTyped = packageSchema.parse({
      ...pkg,
      pdf: '',
      images: undefined,
      details: { ...pkg.details, itinerary: 'Day 1: Kochi\n\nDay 2: Munnar\n', inclusion: 'Breakfast' },
    });
    expect(handTyped.details.itinerary).toEqual(['Day 1: Kochi', 'Day 2: Munnar']);
    expect(handTyped.details.inclusion).toEqual(['Breakfast']);
    expect(handTyped.pdf).toBeUndefined();
    expect(handTyped.images).toEqual([]);
  });

  it('rejects an unknown type, a missing price and odd ids', () => {
    expect(packageSchema.safeParse({ ...pkg, type: 'cruise' }).success).toBe(false);
    expect(packageSchema.safeParse({ ...pkg, price: undefined }).success).toBe(false);
    expect(documentId.safeParse('../etc/passwd').success).toBe(false);
    expect(documentId.safeParse('x'.repeat(129)).success).toBe(false);
    expect(documentId.safeParse('Abc_123-xyz').success).toBe(true);
  });

  it('checks car categories and models', () => {
    expect(
      carCategorySchema.safeParse({ id: 'suv', title: 'SUV', description: '7 seats', image: '/a.svg' }).success,
    ).toBe(true);
    expect(carModelSchema.safeParse({ id: 'innova', name: '', description: '', image: '/a.svg' }).success).toBe(false);
  });
});

describe('ticket enquiry', () => {
  it('needs nothing and falls back to 1 passenger and guest', () => {
    expect(ticketEnquirySchema.parse({})).toMatchObject({
      type: 'train',
      from: '',
      passengers: 1,
      guests: 1,
      travelClass: 'Economy',
    });
    expect(ticketEnquirySchema.parse({ passengers: '0', guests: 'abc' })).toMatchObject({ passengers: 1, guests: 1 });
    expect(ticketEnquirySchema.parse({ passengers: '3' }).passengers).toBe(3);
    expect(ticketEnquirySchema.safeParse({ travelClass: 'Premium' }).success).toBe(false);
  });
});

const file = { fileName: 'passport.pdf', fileType: 'application/pdf', fileData: 'JVBERi0xLjQK' };

describe('visa and passport', () => {
  const visa = {
    fullName: 'Priya Raman',
    passportNumber: 'k1234567',
    nationality: 'Indian',
    travelDate: '2027-02-10',
    visaType: 'Tourist',
    email: 'priya@example.in',
    phone: '098400 12345',
    ...file,
  };

  it('accepts a full application and normalises the phone and passport number', () => {
    const parsed = visaApplicationSchema.parse(visa);
    expect(parsed.phone).toBe('+919840012345');
    expect(parsed.passportNumber).toBe('K1234567');
  });

  it('takes the destination country when given, and a request without one (the spec’s fields) as before', () => {
    expect(visaApplicationSchema.parse({ ...visa, destinationCountry: ' Thailand\u200B ' }).destinationCountry).toBe(
      'Thailand',
    );
    expect(visaApplicationSchema.parse({ ...visa, destinationCountry: '  ' }).destinationCountry).toBeUndefined();
    expect(visaApplicationSchema.parse(visa).destinationCountry).toBeUndefined();
    expect(messages(visaApplicationSchema.safeParse({ ...visa, destinationCountry: 'x'.repeat(81) }))).toContain(
      'Destination country is too long (at most 80 characters)',
    );
  });

  it('requires every field and a PDF or image', () => {
    expect(messages(visaApplicationSchema.safeParse({ ...visa, fullName: ' ' }))).toContain('Full name is required');
    expect(messages(visaApplicationSchema.safeParse({ ...visa, email: 'priya@' }))).toContain(
      'Enter a valid email address',
    );
    expect(messages(visaApplicationSchema.safeParse({ ...visa, fileType: 'text/html' }))).toContain(
      'Attach a PDF or an image',
    );
    expect(messages(visaApplicationSchema.safeParse({ ...visa, fileData: '' }))).toContain('Attach a PDF or an image');
    expect(visaApplicationSchema.safeParse({ ...visa, visaType: 'Transit' }).success).toBe(false);
    expect(visaApplicationSchema.safeParse({ ...visa, travelDate: '10/02/2027' }).success).toBe(false);
  });

  it('checks the passport registration', () => {
    const passport = {
      fullName: 'Arun K',
      dob: '1990-05-14',
      address: '12 Anna Salai, Chennai',
      email: 'arun@example.in',
      phone: '+91 98400 12345',
      idProofType: 'Aadhar',
      ...file,
    };
    expect(passportRegistrationSchema.parse(passport).phone).toBe('+919840012345');
    expect(passportRegistrationSchema.safeParse({ ...passport, idProofType: 'Driving Licence' }).success).toBe(false);
    expect(passportRegistrationSchema.safeParse({ ...passport, phone: '12345' }).success).toBe(false);
  });
});

describe('forex request', () => {
  const forex = {
    name: 'Meena',
    email: 'meena@example.in',
    phone: '9840012345',
    fromCurrency: 'INR',
    toCurrency: 'USD',
    amount: 50000,
    converted: '598.50',
    rate: 0.01197,
    purpose: 'Travel',
    fileName: '',
    fileType: '',
    fileData: '',
  };

  it('accepts a request without a file', () => {
    expect(forexRequestSchema.parse(forex)).toMatchObject({ amount: 50000, converted: '598.50', fileData: '' });
  });

  it('rejects a zero amount, the same currency twice, a bad purpose and a file that is not a PDF or image', () => {
    expect(messages(forexRequestSchema.safeParse({ ...forex, amount: 0 }))).toContain('Enter an amount above 0');
    expect(messages(forexRequestSchema.safeParse({ ...forex, toCurrency: 'INR' }))).toContain(
      'Pick two different currencies',
    );
    expect(forexRequestSchema.safeParse({ ...forex, purpose: 'Gambling' }).success).toBe(false);
    expect(forexRequestSchema.safeParse({ ...forex, fromCurrency: 'JPY' }).success).toBe(false);
    expect(forexRequestSchema.safeParse({ ...forex, converted: '598.5' }).success).toBe(false);
    expect(
      messages(
        forexRequestSchema.safeParse({
          ...forex,
          fileName: 'x.exe',
          fileType: 'application/x-msdownload',
          fileData: 'TVqQ',
        }),
      ),
    ).toContain('Attach a PDF or an image');
  });
});

describe('contact, chat, rates and trains', () => {
  it('checks a contact message', () => {
    expect(contactMessageSchema.safeParse({ name: 'Ravi', email: 'ravi@example.in', message: 'Call me' }).success).toBe(
      true,
    );
    expect(messages(contactMessageSchema.safeParse({ name: 'Ravi', email: 'ravi@example.in', message: '' }))).toContain(
      'Message is required',
    );
  });

  it('takes an optional phone number on a contact message, normalised, and refuses a wrong one', () => {
    const base = { name: 'Ravi', email: 'ravi@example.in', message: 'Call me' };
    expect(contactMessageSchema.parse({ ...base, phone: '' }).phone).toBeUndefined();
    expect(contactMessageSchema.parse({ ...base, phone: '098400 12345' }).phone).toBe('+919840012345');
    expect(messages(contactMessageSchema.safeParse({ ...base, phone: '12' }))).toContain(
      'Enter a valid phone number, e.g. +91 98400 12345',
    );
  });

  it('limits chat messages to 1 to 1000 characters of text', () => {
    expect(chatRequestSchema.parse({ message: '  Kerala tours?  ' }).message).toBe('Kerala tours?');
    expect(messages(chatRequestSchema.safeParse({ message: '   ' }))).toContain('Type a message first');
    expect(messages(chatRequestSchema.safeParse({ message: 'x'.repeat(1001) }))).toContain(
      'Messages are limited to 1000 characters',
    );
    expect(messages(chatRequestSchema.safeParse({ message: 42 }))).toContain('message must be text');
  });

  it('reads a rate query and answer', () => {
    expect(rateQuerySchema.parse({ amount: '100', from: 'usd', to: 'inr' })).toEqual({
      amount: 100,
      from: 'USD',
      to: 'INR',
    });
    expect(rateQuerySchema.safeParse({ amount: '-1', from: 'USD', to: 'INR' }).success).toBe(false);
    expect(messages(rateQuerySchema.safeParse({ from: 'USD', to: 'XYZ' }))).toContain('Unsupported currency');
    expect(
      rateAnswerSchema.safeParse({ amount: 100, base: 'USD', date: '2026-08-21', rates: { INR: 8707 } }).success,
    ).toBe(true);
  });

  it('reads a train search and a result item', () => {
    expect(trainSearchQuerySchema.parse({ from: 'ndls', to: 'bct' })).toEqual({ from: 'NDLS', to: 'BCT' });
    expect(messages(trainSearchQuerySchema.safeParse({ from: 'NDLS', to: 'NDLS' }))).toContain(
      'From and To must be different stations',
    );
    expect(trainSearchQuerySchema.safeParse({ from: 'NDLS', to: 'BCT', date: '25-08-2026' }).success).toBe(false);
    const item = {
      train_number: '12952',
      train_name: 'Mumbai Rajdhani',
      train_origin_station: 'New Delhi',
      train_destination_station: 'Mumbai Central',
      depart_time: '16:55',
      arrival_time: '08:35',
      class_type: ['1A', '2A'],
      distance: 1386,
    };
    expect(trainResultSchema.parse(item)).toMatchObject({ from_day_offset: 0, arrival_day_offset: 0 });
    expect(trainResultSchema.safeParse({ ...item, distance: 'far' }).success).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each([
    ['+91 98400 12345', '+919840012345'],
    ['098400-12345', '+919840012345'],
    ['919840012345', '+919840012345'],
    ['(044) 4859 2040', '+914448592040'],
    ['+971 50 123 4567', '+971501234567'],
  ])('%s → %s', (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each(['12345', 'call me', '+91 12345', '0000000000'])('refuses %s', (input) =>
    expect(normalizePhone(input)).toBeNull(),
  );
});

describe('Aadhaar', () => {
  it('accepts numbers whose Verhoeff check digit is right, spaces or not', () => {
    expect(isValidAadhaar('2345 6789 0124')).toBe(true);
    expect(isValidAadhaar('234567890124')).toBe(true);
  });
  it('refuses a wrong check digit, a first digit of 0 or 1, and wrong lengths', () => {
    expect(isValidAadhaar('2345 6789 0123')).toBe(false);
    expect(isValidAadhaar('1345 6789 0124')).toBe(false);
    expect(isValidAadhaar('2345 6789 012')).toBe(false);
  });
  it('formats typing into groups of four and masks for display', () => {
    expect(formatAadhaarInput('2345a67890124999')).toBe('2345 6789 0124');
    expect(formatAadhaarInput('23456')).toBe('2345 6');
    expect(maskAadhaar('2345 6789 0124')).toBe('XXXX XXXX 0124');
  });
});

describe('darshan form', () => {
  const window = { from: '2027-01-01', to: '2027-01-31' };
  const schema = darshanFormSchema(window);
  const person = { name: 'Lakshmi', age: '64', aadhaar: '2345 6789 0124' };
  const form = { numberOfTickets: '1', darshanDate: '2027-01-05', alternateDarshanDate: '', passengers: [person] };

  it('accepts a complete form', () => expect(schema.safeParse(form).success).toBe(true));

  it('refuses a day that does not exist even inside a window that spans it', () => {
    const february = darshanFormSchema({ from: '2027-02-01', to: '2027-03-31' });
    expect(messages(february.safeParse({ ...form, darshanDate: '2027-02-30' }))).toContain(
      'Pick a date from 2027-02-01 to 2027-03-31',
    );
    expect(
      messages(february.safeParse({ ...form, darshanDate: '2027-02-28', alternateDarshanDate: '2027-02-29' })),
    ).toContain('Pick a date from 2027-02-01 to 2027-03-31');
    expect(february.safeParse({ ...form, darshanDate: '2027-02-28' }).success).toBe(true);
  });

  it.each([
    [{ numberOfTickets: '' }, 'Please enter number of tickets (minimum 1)'],
    [{ numberOfTickets: '0' }, 'Please enter number of tickets (minimum 1)'],
    [{ numberOfTickets: '11' }, 'Maximum 10 tickets allowed'],
    [{ darshanDate: '' }, 'Darshan date is required'],
    [{ alternateDarshanDate: '2027-01-05' }, 'Alternate date should be different from main darshan date'],
    [{ darshanDate: '2026-12-31' }, 'Pick a date from 2027-01-01 to 2027-01-31'],
    [{ darshanDate: '2027-01-0x' }, 'Pick a date from 2027-01-01 to 2027-01-31'],
    [{ passengers: [{ ...person, name: ' ' }] }, 'Name is required for Person 1'],
    [{ passengers: [person, { ...person, age: '' }] }, 'Age is required for Person 2'],
    [{ passengers: [{ ...person, age: '121' }] }, 'Please enter a valid age for Person 1'],
    [{ passengers: [{ ...person, age: '0' }] }, 'Please enter a valid age for Person 1'],
    [{ passengers: [{ ...person, aadhaar: '' }] }, 'Aadhaar number is required for Person 1'],
    [{ passengers: [{ ...person, aadhaar: '1234 5678 9012' }] }, 'Please enter a valid Aadhaar number for Person 1'],
    [{ passengers: [{ ...person, aadhaar: '2345 6789 0123' }] }, 'Please enter a valid Aadhaar number for Person 1'],
  ])('%o → %s', (change, message) => {
    expect(messages(schema.safeParse({ ...form, ...change }))).toContain(message);
  });
});
