// What we do not offer, and questions that are not about travel with us. A question whose subject is one of
// these gets a plain 'we don't offer that' (or 'I can't help with that') and what we do offer nearest to it,
// never a document that only shares a side word with it ('bike rental' is not vehicle insurance, 'seva
// tickets' not a flight, 'covid rules for Dubai' not the Tirumala dress code).
import type { ChatLink } from '#shared/schemas/chat';

export type Unoffered = 'bikes' | 'sevas' | 'documents' | 'health-rules';

/** The words that name each thing we do not offer (already spelling-corrected, lower case). */
export const UNOFFERED_WORDS: Record<Unoffered, string[]> = {
  bikes: [
    'bike',
    'bikes',
    'motorbike',
    'motorbikes',
    'motorcycle',
    'motorcycles',
    'scooty',
    'scooter',
    'scooters',
    'royal enfield',
    'enfield',
    'activa',
    'two wheeler',
    'two wheelers',
    'cycle',
    'bicycle',
  ],
  sevas: [
    'seva',
    'sevas',
    'kalyanotsavam',
    'suprabhatam',
    'suprabhata',
    'archana',
    'abhishekam',
    'angapradakshinam',
    'thomala',
    'arjitha',
    'arjita',
    'vip break',
    'break darshan',
  ],
  documents: [
    'oci',
    'oci card',
    'pio card',
    'pcc',
    'police clearance',
    'clearance certificate',
    'driving licence',
    'driving license',
    'international driving permit',
    'idp',
    'pan card application',
    'new pan card',
    'apply pan',
    'aadhaar update',
    'aadhaar card update',
    'aadhar update',
    'aadhaar enrolment',
  ],
  'health-rules': [
    'covid',
    'corona',
    'coronavirus',
    'quarantine',
    'vaccine',
    'vaccination',
    'vaccinated',
    'rtpcr',
    'pcr',
    'travel advisory',
    'advisory',
    'entry rules',
    'entry requirements',
    'travel rules',
    'travel restrictions',
    'restrictions',
    'yellow fever',
  ],
};

/** Bikes are only the question when they ask to rent one ('Ladakh bike trip' is the Ladakh tour). */
export const RENT = /\b(rent|rental|rentals|renting|hire|kiraye|kiraya|on rent)\b/;

const CAR_RENTAL: ChatLink = { label: 'Cars with a driver', path: '/car-rental' };
const DARSHAN: ChatLink = { label: 'Book darshan', path: '/tirupati-tickets' };
const PASSPORT: ChatLink = { label: 'Passport help', path: '/passport-form' };
const VISA: ChatLink = { label: 'Visa help', path: '/visa-form' };

export const UNOFFERED_ANSWERS: Record<Unoffered, { reply: string; links: ChatLink[] }> = {
  bikes: {
    reply:
      'We don’t rent out bikes or scooters. The nearest we offer: cars and tempo travellers with a driver, by the day or for outstation trips.',
    links: [CAR_RENTAL],
  },
  sevas: {
    reply:
      'We don’t book TTD sevas. The nearest we offer: ₹300 special entry darshan tickets at Tirumala, and a darshan trip from Chennai with the ticket, car and stay.',
    links: [DARSHAN],
  },
  documents: {
    reply:
      'We don’t handle identity documents such as OCI, PAN or Aadhaar cards, police clearance certificates or driving permits. The nearest we offer: fresh and renewed passports (Tatkaal too) and visas.',
    links: [PASSPORT, VISA],
  },
  'health-rules': {
    reply:
      'I can’t advise on a country’s health or entry rules: they change, and only the official sources can say what applies on your dates. The nearest we offer: our visa desk sends you the checklist for your destination when you apply.',
    links: [VISA],
  },
};

/**
 * General-knowledge questions (a capital, the weather, who built a monument, the news): not ours to answer,
 * even about a place we have a package for.
 */
export const OFF_TOPIC =
  /\b(capital( city)? of|population|weather|temperature|forecast|history of|historical|who built|when was .{1,30} built|built by|founded|famous for|(best|famous|local|popular|street|traditional|must try) (food|foods|dish|dishes|cuisine|restaurants?)|recipe|(what|which) languages?|languages? (spoken|of|in)|distance (between|from|to)|how far|prime minister|president|chief minister|minister|cm|election|news|cricket|ipl|football|movie|movies|song|songs|bitcoin|crypto|stock|share market|sensex|nifty|gold rate|petrol price|joke|poem|homework|gdp)\b/;
