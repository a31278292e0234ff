// What we do not offer, and questions that are not about travel with us. A question whose subject is one of
// these gets a plain 'we don't offer that' (or 'I can't help with that') and what we do offer nearest to it,
// never a document that only shares a side word with it ('bike rental' is not vehicle insurance, 'seva
// tickets' not a flight, 'covid rules for Dubai' not the Tirumala dress code).
import type { ChatLink } from '#shared/schemas/chat';

export type Unoffered =
  'bikes' | 'self-drive' | 'sevas' | 'documents' | 'jobs' | 'events' | 'special-prices' | 'health-rules';

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
  'self-drive': ['self drive', 'selfdrive', 'self driving', 'without driver', 'without a driver', 'zoomcar'],
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
  jobs: [
    'job',
    'jobs',
    'naukri',
    'employment',
    'work visa',
    'work permit',
    'employment visa',
    'recruitment',
    'placement',
  ],
  events: [
    'wedding planning',
    'wedding planner',
    'wedding planners',
    'destination wedding',
    'event management',
    'event planning',
  ],
  'special-prices': [
    'discount',
    'discounts',
    'coupon',
    'coupon code',
    'promo code',
    'promo',
    'cashback',
    'child price',
    'child fare',
    'child charges',
    'kids price',
    'infant charges',
    'infant price',
    'infant fare',
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

/** 'koi offer chal raha hai?', 'any deals or discounts now?': what runs on offer ('what do you offer' is the verb). */
export const OFFERS = /(?<!\b(you|u|we|they|do|does|i) )\b(offers?|deals?)\b/;

/** Subjects that give way to a service named with them ('flight discount' is the flight service). */
export const YIELDS_TO_SERVICE: ReadonlySet<Unoffered> = new Set(['special-prices']);

/** Bikes are only the question when they ask to rent one ('Ladakh bike trip' is the Ladakh tour). */
export const RENT = /\b(rent|rental|rentals|renting|hire|kiraye|kiraya|on rent)\b/;

const CAR_RENTAL: ChatLink = { label: 'Cars with a driver', path: '/car-rental' };
const DARSHAN: ChatLink = { label: 'Book darshan', path: '/tirupati-tickets' };
const PASSPORT: ChatLink = { label: 'Passport help', path: '/passport-form' };
const VISA: ChatLink = { label: 'Visa help', path: '/visa-form' };
const HOTELS: ChatLink = { label: 'Book a hotel', path: '/hotel-booking' };
const CONTACT: ChatLink = { label: 'Contact us', path: '/contact' };

export const UNOFFERED_ANSWERS: Record<Unoffered, { reply: string; links: ChatLink[] }> = {
  bikes: {
    reply:
      'We don’t rent out bikes or scooters. The nearest we offer: cars and tempo travellers with a driver, by the day or for outstation trips.',
    links: [CAR_RENTAL],
  },
  'self-drive': {
    reply:
      'We don’t offer self-drive cars: every car of ours comes with a driver. The nearest we offer: cars and tempo travellers with a driver, by the day or for outstation trips.',
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
  jobs: {
    reply:
      'We don’t arrange jobs, work visas or work permits abroad. The nearest we offer: tourist, business and student visas, and passports.',
    links: [VISA, PASSPORT],
  },
  events: {
    reply:
      'We don’t plan weddings or events. The nearest we offer: cars and tempo travellers for the guests, hotel rooms and group tickets.',
    links: [CAR_RENTAL, HOTELS],
  },
  'special-prices': {
    reply:
      'I can’t quote discounts or child prices here: the prices I show are the listed ones. Our travel desk quotes yours for your dates, group and ages.',
    links: [CONTACT],
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
