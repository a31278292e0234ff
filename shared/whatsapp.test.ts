import { describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_NUMBER } from './constants';
import { darshanFormSchema } from './schemas/darshan';
import {
  carRentalEnquiryMessage,
  darshanEnquiryMessage,
  packageEnquiryMessage,
  ticketEnquiryMessage,
  trainEnquiryMessage,
  whatsappUrl,
  withVisitorLanguage,
} from './whatsapp';

describe('whatsappUrl', () => {
  it('is wa.me with the digits of the number and the URL-encoded text', () => {
    expect(whatsappUrl('+91 98400 12345', "Hi, I'm interested in booking a BUS:\nFrom: Chennai & Co")).toBe(
      "https://wa.me/919840012345?text=Hi%2C%20I'm%20interested%20in%20booking%20a%20BUS%3A%0AFrom%3A%20Chennai%20%26%20Co",
    );
    expect(whatsappUrl(DEFAULT_WHATSAPP_NUMBER, 'x')).toBe('https://wa.me/919840012345?text=x');
  });
});

describe('ticket enquiries', () => {
  it('lists a train journey', () => {
    expect(
      ticketEnquiryMessage({
        type: 'train',
        from: 'New Delhi (NDLS)',
        to: 'Mumbai Central (BCT)',
        date: '2026-12-18',
        passengers: 2,
      }),
    ).toBe(
      "Hi, I'm interested in booking a TRAIN:\nFrom: New Delhi (NDLS)\nTo: Mumbai Central (BCT)\nDate: 2026-12-18\nPassengers: 2\nPlease share more info.",
    );
  });

  it('says Not provided for blanks and 1 for a missing, zero, negative or non-numeric head count', () => {
    const expected =
      "Hi, I'm interested in booking a BUS:\nFrom: Not provided\nTo: Not provided\nDate: Not provided\nPassengers: 1\nPlease share more info.";
    expect(ticketEnquiryMessage({ type: 'bus' })).toBe(expected);
    expect(ticketEnquiryMessage({ type: 'bus', from: '   ', to: '', date: '', passengers: '0' })).toBe(expected);
    expect(ticketEnquiryMessage({ type: 'bus', passengers: -3 })).toBe(expected);
    expect(ticketEnquiryMessage({ type: 'bus', passengers: 'four' })).toBe(expected);
    expect(ticketEnquiryMessage({ type: 'bus', passengers: '3' })).toContain('\nPassengers: 3\n');
  });

  it('adds the class for flights', () => {
    expect(
      ticketEnquiryMessage({
        type: 'flight',
        from: ' Chennai ',
        to: 'Dubai',
        date: '2027-01-09',
        passengers: '4',
        travelClass: 'Business',
      }),
    ).toBe(
      "Hi, I'm interested in booking a FLIGHT:\nFrom: Chennai\nTo: Dubai\nDate: 2027-01-09\nPassengers: 4\nClass: Business\nPlease share more info.",
    );
    expect(ticketEnquiryMessage({ type: 'flight', travelClass: '' as never })).toContain('\nClass: Economy\n');
    expect(ticketEnquiryMessage({ type: 'flight', travelClass: 'First Class' })).toContain('\nClass: First Class\n');
  });

  it('lists a hotel stay instead of a journey', () => {
    expect(
      ticketEnquiryMessage({
        type: 'hotel',
        location: 'Munnar',
        checkin: '2026-12-24',
        checkout: '2026-12-27',
        guests: 3,
      }),
    ).toBe(
      "Hi, I'm interested in booking a HOTEL:\nLocation: Munnar\nCheck-in: 2026-12-24\nCheck-out: 2026-12-27\nGuests: 3\nPlease share more info.",
    );
    expect(ticketEnquiryMessage({ type: 'hotel', guests: 'lots' })).toBe(
      "Hi, I'm interested in booking a HOTEL:\nLocation: Not provided\nCheck-in: Not provided\nCheck-out: Not provided\nGuests: 1\nPlease share more info.",
    );
  });
});

describe('train enquiry', () => {
  it('names the train and the journey with times and the next-day arrival', () => {
    expect(
      trainEnquiryMessage({
        trainNumber: '12952',
        trainName: 'Mumbai Rajdhani Express',
        from: 'New Delhi (NDLS)',
        departTime: '16:25',
        to: 'Mumbai Central (BCT)',
        arrivalTime: '08:15',
        arrivalDayOffset: 1,
        date: '2026-12-18',
        passengers: '2',
        travelClass: '3A',
      }),
    ).toBe(
      "Hi, I'm interested in booking a TRAIN:\nTrain: 12952 Mumbai Rajdhani Express\nFrom: New Delhi (NDLS) at 16:25\nTo: Mumbai Central (BCT) at 08:15 (+1 day)\nDate: 2026-12-18\nPassengers: 2\nClass: 3A\nPlease share more info.",
    );
  });

  it('fills gaps with Not provided and 1 passenger', () => {
    expect(
      trainEnquiryMessage({
        trainNumber: '12296',
        trainName: 'PNBE-SBC SAN',
        to: 'Bangalore City Jn (SBC)',
        arrivalTime: '20:20',
        arrivalDayOffset: 2,
        passengers: 0,
      }),
    ).toBe(
      "Hi, I'm interested in booking a TRAIN:\nTrain: 12296 PNBE-SBC SAN\nFrom: Not provided\nTo: Bangalore City Jn (SBC) at 20:20 (+2 days)\nDate: Not provided\nPassengers: 1\nClass: Not provided\nPlease share more info.",
    );
  });
});

describe('package and car enquiries', () => {
  it('carry the title, price and pickup', () => {
    expect(packageEnquiryMessage('Kerala Backwaters', 'From ₹25,000 per person')).toBe(
      'Hi, I\'m interested in the "Kerala Backwaters" package.\nListed price: From ₹25,000 per person\nPlease share availability and more details.',
    );
    expect(carRentalEnquiryMessage({ car: 'Toyota Innova Crysta' })).toBe(
      "Hi, I'd like to rent a car.\nPickup location: Not provided\nCar: Toyota Innova Crysta\nPlease share the available cars and rates.",
    );
  });
});

describe('darshan: form → message', () => {
  const window = { from: '2027-01-01', to: '2027-01-31' };
  const lakshmi = { name: 'Lakshmi Narayanan', age: '64', aadhaar: '2345 6789 0124' };
  const ravi = { name: 'Ravi Kumar', age: '35', aadhaar: '234567890124' };

  // Each row: what the visitor typed → the messages the form shows, or the exact text WhatsApp opens with.
  it.each([
    {
      rule: 'one person, both dates',
      form: {
        numberOfTickets: '1',
        darshanDate: '2027-01-05',
        alternateDarshanDate: '2027-01-06',
        passengers: [lakshmi],
      },
      text: "Hi, I'd like to book Tirupati darshan tickets.\nNumber of tickets: 1\nPreferred darshan date: 2027-01-05\nAlternate date: 2027-01-06\nPerson 1: Lakshmi Narayanan, Age 64, Aadhaar 2345 6789 0124\nPlease confirm availability and pricing for these tickets.",
    },
    {
      rule: 'no alternate date reads Not provided; Aadhaar typed without spaces is grouped',
      form: { numberOfTickets: '2', darshanDate: '2027-01-31', alternateDarshanDate: '', passengers: [lakshmi, ravi] },
      text: "Hi, I'd like to book Tirupati darshan tickets.\nNumber of tickets: 2\nPreferred darshan date: 2027-01-31\nAlternate date: Not provided\nPerson 1: Lakshmi Narayanan, Age 64, Aadhaar 2345 6789 0124\nPerson 2: Ravi Kumar, Age 35, Aadhaar 2345 6789 0124\nPlease confirm availability and pricing for these tickets.",
    },
    {
      rule: 'tickets blank',
      form: { numberOfTickets: '', passengers: [] },
      errors: ['Please enter number of tickets (minimum 1)'],
    },
    {
      rule: 'tickets 0',
      form: { numberOfTickets: '0', passengers: [] },
      errors: ['Please enter number of tickets (minimum 1)'],
    },
    {
      rule: 'tickets not a number',
      form: { numberOfTickets: 'two', passengers: [] },
      errors: ['Please enter number of tickets (minimum 1)'],
    },
    { rule: 'tickets above 10', form: { numberOfTickets: '11' }, errors: ['Maximum 10 tickets allowed'] },
    { rule: 'no darshan date', form: { darshanDate: '' }, errors: ['Darshan date is required'] },
    {
      rule: 'date before the window',
      form: { darshanDate: '2026-12-31' },
      errors: ['Pick a date from 2027-01-01 to 2027-01-31'],
    },
    {
      rule: 'alternate after the window',
      form: { alternateDarshanDate: '2027-02-01' },
      errors: ['Pick a date from 2027-01-01 to 2027-01-31'],
    },
    {
      rule: 'alternate same as main',
      form: { alternateDarshanDate: '2027-01-05' },
      errors: ['Alternate date should be different from main darshan date'],
    },
    {
      rule: 'name blank',
      form: { passengers: [{ ...lakshmi, name: '  ' }] },
      errors: ['Name is required for Person 1'],
    },
    {
      rule: 'age blank for person 2',
      form: { numberOfTickets: '2', passengers: [lakshmi, { ...ravi, age: '' }] },
      errors: ['Age is required for Person 2'],
    },
    {
      rule: 'age 0',
      form: { passengers: [{ ...lakshmi, age: '0' }] },
      errors: ['Please enter a valid age for Person 1'],
    },
    {
      rule: 'age 121',
      form: { passengers: [{ ...lakshmi, age: '121' }] },
      errors: ['Please enter a valid age for Person 1'],
    },
    {
      rule: 'age 2.5',
      form: { passengers: [{ ...lakshmi, age: '2.5' }] },
      errors: ['Please enter a valid age for Person 1'],
    },
    {
      rule: 'Aadhaar blank',
      form: { passengers: [{ ...lakshmi, aadhaar: '' }] },
      errors: ['Aadhaar number is required for Person 1'],
    },
    {
      rule: 'Aadhaar 11 digits',
      form: { passengers: [{ ...lakshmi, aadhaar: '2345 6789 012' }] },
      errors: ['Please enter a valid Aadhaar number for Person 1'],
    },
    {
      rule: 'Aadhaar starting with 1',
      form: { passengers: [{ ...lakshmi, aadhaar: '1234 5678 9012' }] },
      errors: ['Please enter a valid Aadhaar number for Person 1'],
    },
    {
      rule: 'Aadhaar with a wrong check digit',
      form: { passengers: [{ ...lakshmi, aadhaar: '2345 6789 0123' }] },
      errors: ['Please enter a valid Aadhaar number for Person 1'],
    },
    {
      rule: 'every person is checked, each error names its person',
      form: {
        numberOfTickets: '2',
        passengers: [
          { name: '', age: '', aadhaar: '' },
          { name: 'Ravi', age: '200', aadhaar: '9999' },
        ],
      },
      errors: [
        'Name is required for Person 1',
        'Age is required for Person 1',
        'Aadhaar number is required for Person 1',
        'Please enter a valid age for Person 2',
        'Please enter a valid Aadhaar number for Person 2',
      ],
    },
  ])('$rule', ({ form, text, errors }) => {
    const typed = {
      numberOfTickets: '1',
      darshanDate: '2027-01-05',
      alternateDarshanDate: '',
      passengers: [lakshmi],
      ...form,
    };
    const result = darshanFormSchema(window).safeParse(typed);
    if (errors) {
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message)).toEqual(errors);
    } else {
      expect(result.success).toBe(true);
      expect(darshanEnquiryMessage(result.data!)).toBe(text);
    }
  });
});

describe('the visitor language line', () => {
  it('leaves an English visitor’s message word for word and adds one line for Tamil and Hindi', () => {
    const text = packageEnquiryMessage('Kerala Backwaters & Munnar');
    expect(withVisitorLanguage(text, 'en')).toBe(text);
    expect(withVisitorLanguage(text, 'ta')).toBe(`${text}\nPreferred language: Tamil (தமிழ்)`);
    expect(withVisitorLanguage(text, 'hi').split('\n').slice(0, -1).join('\n')).toBe(text);
    expect(withVisitorLanguage(text, 'hi').split('\n').at(-1)).toBe('Preferred language: Hindi (हिन्दी)');
  });
});
