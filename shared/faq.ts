// Questions visitors ask us most, answered once: shown on the FAQ page, searched by /api/search and used by
// Visbot to ground its answers. Rules that change (visa fees, RBI limits, TTD quotas) are worded as we
// explain them at the counter, and every answer ends in something the visitor can do next.
import { ADVANCE_SHARE, BALANCE_DAYS_BEFORE } from './booking-amounts';
import { BRAND } from './constants';
import { interpolate } from './i18n/messages';

/** How to reach us, in every language filled with the business's own hours, numbers and email (shared/business.ts). */
export const CONTACT_ANSWER = 'Our office is open {hours}. Call {phones}, WhatsApp {mobile}, or email {email}.';

export const FAQ_TOPICS = [
  { id: 'visa', title: 'Visas by destination' },
  { id: 'passport', title: 'Passports' },
  { id: 'forex', title: 'Foreign exchange' },
  { id: 'darshan', title: 'Tirupati darshan' },
  { id: 'bookings', title: 'Tickets and bookings' },
  { id: 'payments', title: 'Payments' },
  { id: 'cancellations', title: 'Cancellations and refunds' },
  { id: 'contact', title: 'Office hours and contact' },
] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number]['id'];

export type FaqEntry = {
  /** Stable slug, also the anchor on the FAQ page. */
  id: string;
  topic: FaqTopic;
  question: string;
  /** The answer in one or two sentences. */
  answer: string;
  /** Documents, steps or rules, one per line. */
  points?: string[];
  /** Words visitors use for it (destinations, local names), for search and the assistant. */
  keywords: string[];
  /** Where to act on it on this site. */
  link?: { label: string; to: string };
};

const visaForm = { label: 'Apply for a visa', to: '/visa-form' };
const passportForm = { label: 'Start a passport application', to: '/passport-form' };

export const FAQ: FaqEntry[] = [
  // Visas by destination
  {
    id: 'visa-dubai',
    topic: 'visa',
    question: 'What documents do I need for a Dubai (UAE) tourist visa?',
    answer:
      'Indian citizens get a UAE e-visa for 30 or 60 days, usually issued in 3–5 working days. We apply online for you; there is no embassy visit.',
    points: [
      'Passport scan (front and back pages), valid for at least 6 months from the date of travel',
      'Recent passport-size colour photograph on a white background',
      'Confirmed return air ticket and hotel booking (we can provide both with a package)',
      'PAN card copy, and a bank statement for the last 3 months for some applications',
      'Holders of a valid US visa or a UK/EU residence permit may get a visa on arrival instead — ask us to check',
    ],
    keywords: ['dubai', 'uae', 'emirates', 'abu dhabi', 'sharjah', 'e-visa', 'evisa', 'gulf'],
    link: visaForm,
  },
  {
    id: 'visa-singapore',
    topic: 'visa',
    question: 'What documents do I need for a Singapore tourist visa?',
    answer:
      'Singapore visas for Indians are filed through an authorised agent like us and come as an e-visa in about 4–6 working days, usually valid for 30 days.',
    points: [
      'Passport valid for 6 months, with at least 2 blank pages',
      'Two recent photographs, 35 × 45 mm, matte finish, white background',
      'Form 14A, filled and signed (we prepare it with you)',
      'Bank statement for the last 3 months and the last 2 years’ income tax returns',
      'Confirmed return air ticket and hotel booking',
      'Covering letter; for salaried applicants a leave letter, for business owners the company registration',
    ],
    keywords: ['singapore', 'sentosa', 'form 14a'],
    link: visaForm,
  },
  {
    id: 'visa-thailand',
    topic: 'visa',
    question: 'Do Indians need a visa for Thailand?',
    answer:
      'Thailand has been letting Indian tourists in without a visa for short stays (up to 60 days under the current scheme); rules change often, so we confirm the day you book. Carry the papers immigration may ask for.',
    points: [
      'Passport valid for at least 6 months',
      'Confirmed return or onward air ticket',
      'Hotel booking for the whole stay',
      'Proof of funds: about 10,000 baht per person or 20,000 baht per family, in cash or a forex card',
      'If visa-free entry is paused, we file the Thai e-visa for you (about 5 working days)',
    ],
    keywords: ['thailand', 'bangkok', 'phuket', 'pattaya', 'krabi', 'thai', 'visa free', 'visa on arrival'],
    link: visaForm,
  },
  {
    id: 'visa-schengen',
    topic: 'visa',
    question: 'What documents do I need for a Schengen (Europe) visa?',
    answer:
      'You apply to the country where you spend the most nights, in person at its visa centre (VFS or BLS) for fingerprints. Apply 30–90 days before travel; decisions take about 15 working days, longer in summer.',
    points: [
      'Passport issued in the last 10 years, valid 3 months beyond your return, with 2 blank pages, plus old passports',
      'Schengen application form and two photographs, 35 × 45 mm, white background',
      'Travel insurance with at least €30,000 medical cover for the whole trip (we issue it)',
      'Day-by-day itinerary, return air ticket reservation and hotel bookings',
      'Bank statements for the last 6 months and income tax returns for 3 years',
      'Salary slips and a leave letter from your employer, or business registration and GST papers if self-employed',
      'Visa fee of €90 per adult plus the visa centre service charge',
    ],
    keywords: [
      'schengen',
      'europe',
      'france',
      'paris',
      'germany',
      'italy',
      'switzerland',
      'spain',
      'netherlands',
      'amsterdam',
      'vfs',
      'eu',
    ],
    link: visaForm,
  },
  {
    id: 'visa-usa',
    topic: 'visa',
    question: 'How do I apply for a USA (B1/B2) visitor visa?',
    answer:
      'The US visitor visa needs an online DS-160 form, a fee payment, a biometrics visit and an interview at the US embassy or a consulate (Chennai, Mumbai, Delhi, Hyderabad or Kolkata). Interview waiting times can run to months, so start early.',
    points: [
      'Passport valid for at least 6 months beyond your stay, and old passports',
      'DS-160 confirmation page and one 5 × 5 cm photograph, white background',
      'Visa fee receipt (US$185 at present) and the appointment letter',
      'Proof of income and ties to India: salary slips, income tax returns for 3 years, bank statements, property papers',
      'Invitation letter if visiting family, or a conference letter for business',
    ],
    keywords: ['usa', 'america', 'united states', 'b1', 'b2', 'ds-160', 'ds160', 'new york', 'interview'],
    link: visaForm,
  },
  {
    id: 'visa-uk',
    topic: 'visa',
    question: 'What documents do I need for a UK visitor visa?',
    answer:
      'The UK Standard Visitor visa is applied for online, then you give fingerprints at a VFS centre. Decisions usually take about 3 weeks; a priority service is available for an extra fee.',
    points: [
      'Passport with a blank page, and old passports showing travel history',
      'Bank statements for the last 6 months and salary slips for 3 months',
      'Income tax returns and a letter from your employer, or business papers if self-employed',
      'Hotel bookings or an invitation letter from your host in the UK, with their status in the UK',
      'Visa fee for a 6-month visit (£127 at present)',
    ],
    keywords: ['uk', 'united kingdom', 'london', 'britain', 'england', 'scotland', 'british', 'standard visitor'],
    link: visaForm,
  },
  {
    id: 'visa-malaysia-indonesia',
    topic: 'visa',
    question: 'Do I need a visa for Malaysia, Bali or the Maldives?',
    answer:
      'These are the easiest trips abroad for Indians: Malaysia has allowed visa-free stays of up to 30 days, Bali (Indonesia) gives a visa on arrival or e-VOA, and the Maldives gives a free 30-day visa on arrival with a confirmed resort booking.',
    points: [
      'Passport valid for 6 months with 2 blank pages',
      'Return air ticket and hotel or resort booking',
      'Malaysia: the online arrival card (MDAC) filled 3 days before arrival',
      'Bali: the e-VOA fee of about 500,000 rupiah, payable online or at the airport',
      'Maldives: the IMUGA traveller declaration within 96 hours of arrival',
    ],
    keywords: ['malaysia', 'kuala lumpur', 'bali', 'indonesia', 'maldives', 'male', 'visa on arrival', 'voa'],
    link: visaForm,
  },
  {
    id: 'visa-general',
    topic: 'visa',
    question: 'How does your visa service work, and how long does it take?',
    answer:
      'Send the visa form on this site with your passport copy. We reply with the checklist for your destination, fill the forms, book the appointment and check every paper before submission.',
    points: [
      'E-visas (Dubai, Singapore, Sri Lanka, Vietnam): 3–6 working days',
      'Sticker visas (Schengen, UK, USA, Canada, Australia): 15–30 days, depending on the embassy',
      'Embassy fees are paid at cost; our service charge is quoted before we start',
      'We never promise approval: the embassy decides, and fees are not refundable if a visa is refused',
    ],
    keywords: ['visa', 'tourist visa', 'business visa', 'student visa', 'embassy', 'how long', 'processing time'],
    link: visaForm,
  },

  // Passports
  {
    id: 'passport-fresh',
    topic: 'passport',
    question: 'How do I apply for a fresh Indian passport?',
    answer:
      'Fresh passports are applied for on the Passport Seva portal and verified at a Passport Seva Kendra (PSK) or Post Office PSK. A normal passport usually arrives in about 30 days, after police verification.',
    points: [
      'Step 1: register on the Passport Seva portal and fill the application (we do this with you)',
      'Step 2: pay the fee online — ₹1,500 for a 36-page passport for adults (10 years validity)',
      'Step 3: book the earliest PSK appointment and attend with original documents',
      'Step 4: police verification at your address, then the passport comes by Speed Post',
      'Documents: proof of address (Aadhaar, voter ID, utility bill, bank passbook) and proof of date of birth (birth certificate, PAN, school certificate)',
    ],
    keywords: [
      'passport',
      'new passport',
      'fresh passport',
      'first passport',
      'passport seva',
      'psk',
      'apply passport',
    ],
    link: passportForm,
  },
  {
    id: 'passport-renewal',
    topic: 'passport',
    question: 'How do I renew my passport?',
    answer:
      'Apply for renewal (re-issue) up to a year before your passport expires, or when its pages run out. The steps are the same as a fresh passport, and police verification is often done after issue.',
    points: [
      'Your current passport (original and self-attested copies of the first and last two pages)',
      'Proof of present address if it has changed (Aadhaar, voter ID, utility bill)',
      'Fee: ₹1,500 for 36 pages, ₹2,000 for 60 pages',
      'Name or address changes: marriage certificate or gazette notification as applicable',
    ],
    keywords: [
      'passport renewal',
      'renew passport',
      'renew',
      'renewal',
      'reissue',
      're-issue',
      'expired passport',
      'expiry',
      'pages full',
    ],
    link: passportForm,
  },
  {
    id: 'passport-tatkaal',
    topic: 'passport',
    question: 'What is a Tatkaal passport and how fast is it?',
    answer:
      'Tatkaal is the urgent scheme: for an extra ₹2,000 (₹3,500 in all for 36 pages) the passport is usually dispatched within 1–3 working days of the PSK visit, with police verification done afterwards.',
    points: [
      'Any three of: Aadhaar, voter ID, PAN card, driving licence, birth certificate, ration card',
      'Tatkaal appointments open daily and go quickly; we watch for the earliest slot',
      'Minors and some categories need an annexure signed by a gazetted officer',
    ],
    keywords: ['tatkaal', 'tatkal', 'urgent passport', 'fast passport', 'emergency passport', 'quick passport'],
    link: passportForm,
  },
  {
    id: 'passport-minor',
    topic: 'passport',
    question: 'How do I get a passport for my child?',
    answer:
      'Children below 18 get a passport valid for 5 years (or till 18). Both parents sign Annexure D and at least one parent comes to the PSK with the child.',
    points: [
      'Birth certificate of the child',
      'Passports of both parents, or their address proof',
      'Annexure D signed by both parents',
      'Fee: ₹1,000 for a minor’s 36-page passport',
    ],
    keywords: ['child passport', 'minor passport', 'baby passport', 'kids passport', 'annexure d'],
    link: passportForm,
  },

  // Foreign exchange
  {
    id: 'forex-documents',
    topic: 'forex',
    question: 'What documents do I need to buy foreign currency?',
    answer:
      'Every forex purchase needs your PAN card and passport, and for travel a visa and ticket. We buy through RBI-authorised dealers and deliver notes or a loaded forex card.',
    points: [
      'PAN card (mandatory for every purchase)',
      'Passport with a valid visa for the destination (where a visa is needed)',
      'Confirmed air ticket for travel',
      'Education: university admission letter and fee invoice; Medical: hospital letter and estimate',
      'Form A2 and the LRS declaration, which we fill with you',
    ],
    keywords: [
      'forex',
      'foreign exchange',
      'currency',
      'dollars',
      'usd',
      'euro',
      'pan',
      'forex card',
      'buy currency',
      'money exchange',
    ],
    link: { label: 'Request foreign exchange', to: '/forex' },
  },
  {
    id: 'forex-limits',
    topic: 'forex',
    question: 'How much foreign currency can I take? What is the LRS limit?',
    answer:
      'Under the RBI’s Liberalised Remittance Scheme (LRS) each resident can send or spend up to US$250,000 abroad in a financial year, for travel, education, medical treatment or gifts.',
    points: [
      'Cash: up to US$3,000 (or its equivalent) in foreign currency notes per trip; the rest on a forex card or as a remittance',
      'Indian rupees: up to ₹25,000 per person may be carried out of India',
      'On arrival back in India, declare foreign currency notes above US$5,000, or cash, cards and cheques above US$10,000 together',
      'TCS is collected on LRS amounts above ₹10 lakh in a year (5% for education and medical, 20% for most other purposes) and on overseas tour packages; it is adjustable against your income tax',
    ],
    keywords: [
      'lrs',
      'limit',
      'how much',
      'cash limit',
      '250000',
      'rbi',
      'tcs',
      'carry cash',
      'liberalised remittance',
    ],
    link: { label: 'Request foreign exchange', to: '/forex' },
  },
  {
    id: 'forex-rates',
    topic: 'forex',
    question: 'What rate will I get, and can I sell back leftover currency?',
    answer:
      'The forex page shows a live indicative rate; we confirm the final rate when you place the order, and we buy back unused notes when you return (coins are not accepted).',
    points: [
      'Rates move through the day; a confirmed order holds its rate',
      'Forex cards can be reloaded or encashed after the trip',
    ],
    keywords: ['exchange rate', 'rate', 'sell back', 'buy back', 'leftover', 'convert'],
    link: { label: 'Check a rate', to: '/forex' },
  },

  // Tirupati darshan
  {
    id: 'darshan-booking',
    topic: 'darshan',
    question: 'How do I book Tirupati darshan tickets through you?',
    answer:
      'Send the darshan form with the number of tickets, your preferred and alternate dates and each pilgrim’s name, age and Aadhaar number. We reply on WhatsApp with availability and the price.',
    points: [
      'Special Entry (₹300) darshan tickets are released by TTD online in a monthly quota, about three months ahead, and sell out within hours',
      'Up to 10 tickets per request; every pilgrim needs their own Aadhaar',
      'Children below 12 go with their parents; infants need a birth certificate',
      'TTD tickets cannot be cancelled, transferred or have names changed',
    ],
    keywords: [
      'tirupati',
      'tirumala',
      'ttd',
      'balaji',
      'venkateswara',
      'darshan',
      'special entry',
      '300 rupees',
      'darshan ticket',
    ],
    link: { label: 'Book darshan', to: '/tirupati-tickets' },
  },
  {
    id: 'darshan-dress-code',
    topic: 'darshan',
    question: 'What is the dress code and what are the rules for Tirumala darshan?',
    answer:
      'TTD asks every pilgrim on a ticketed darshan to wear traditional dress, and checks the photo ID used for booking at the entry.',
    points: [
      'Men: dhoti or pyjama with a shirt or kurta (upper cloth)',
      'Women: saree, half-saree, or churidar/salwar with a dupatta',
      'Not allowed: jeans, shorts, T-shirts, sleeveless tops and other western wear',
      'Carry the original Aadhaar (or the ID used for booking) for every pilgrim',
      'Report at the entry point at the time printed on the ticket; late arrivals can be refused',
      'Phones, cameras, bags and footwear must be left at the free deposit counters before the queue',
    ],
    keywords: [
      'dress code',
      'dress',
      'clothes',
      'saree',
      'dhoti',
      'rules',
      'tirumala',
      'tirupati',
      'what to wear',
      'jeans',
    ],
    link: { label: 'Book darshan', to: '/tirupati-tickets' },
  },
  {
    id: 'darshan-package',
    topic: 'darshan',
    question: 'Can you arrange the whole Tirupati trip, with transport and stay?',
    answer:
      'Yes. Our Tirupati Balaji Special Darshan package includes the darshan ticket, an AC car from Chennai, a stay near the temple and a visit to Sri Padmavathi Ammavari temple at Tiruchanur.',
    keywords: [
      'tirupati package',
      'tirupati trip',
      'tirupati from chennai',
      'tirupati tour',
      'stay',
      'car to tirupati',
    ],
    link: { label: 'See the Tirupati package', to: '/devotion/tirupati-balaji-darshan' },
  },

  // Tickets and bookings
  {
    id: 'booking-package',
    topic: 'bookings',
    question: 'How do I book a tour package?',
    answer:
      'Open the package, tap ‘Enquire on WhatsApp’ and tell us your dates and the number of travellers. We send the final quote with GST and TCS shown separately, and the booking is confirmed when the advance is paid.',
    keywords: ['book tour', 'book package', 'how to book', 'enquire', 'quote', 'booking'],
    link: { label: 'Explore packages', to: '/tours' },
  },
  {
    id: 'booking-train',
    topic: 'bookings',
    question: 'Can you book train tickets, including Tatkal?',
    answer:
      'Yes. Search trains between stations on the train page, pick one and send us the details on WhatsApp; we book it on IRCTC as an authorised agent and send the e-ticket.',
    points: [
      'General quota opens 60 days before the journey',
      'Tatkal train tickets open at 10 am (AC) and 11 am (sleeper) the day before travel',
      'Name, age and gender of each passenger; an ID to carry on the journey',
    ],
    keywords: ['train', 'train ticket', 'railway', 'irctc', 'tatkal train', 'rail', 'sleeper'],
    link: { label: 'Book a train ticket', to: '/train-booking' },
  },
  {
    id: 'booking-car',
    topic: 'bookings',
    question: 'How do I book a car or taxi, and how is it priced?',
    answer:
      'Choose a car type on the car rental page and send us the pickup point, date and places. Outstation trips are priced per kilometre (minimum 250 km a day) plus driver allowance, tolls and parking; local use is by 8-hour/80 km packages.',
    keywords: ['car', 'taxi', 'cab', 'car rental', 'innova', 'driver', 'outstation', 'per km', 'tempo traveller'],
    link: { label: 'See cars', to: '/car-rental' },
  },

  // Payments
  {
    id: 'payments-methods',
    topic: 'payments',
    question: 'How can I pay?',
    answer:
      'UPI, bank transfer (NEFT, IMPS or RTGS), debit and credit cards, or cash at our office. You get a receipt for every payment and a GST invoice for every booking.',
    points: [
      `Tour packages: an advance of ${ADVANCE_SHARE * 100}% confirms the booking; the balance is due ${BALANCE_DAYS_BEFORE} days before departure`,
      'Flights, train and bus tickets, darshan tickets and visa fees: paid in full at booking',
      'Card payments may carry the bank’s charge, which we tell you before you pay',
      'We never ask for your card PIN, OTP or UPI PIN on a call',
    ],
    keywords: [
      'pay',
      'payment',
      'upi',
      'gpay',
      'card',
      'credit card',
      'bank transfer',
      'neft',
      'advance',
      'emi',
      'cash',
      'invoice',
    ],
  },
  {
    id: 'payments-gst-tcs',
    topic: 'payments',
    question: 'Why does the fare summary show GST and TCS?',
    answer:
      'Tour packages carry 5% GST. International tour packages also carry TCS (tax collected at source) as the government requires; TCS is not a cost — it shows in your Form 26AS and is adjusted against your income tax.',
    keywords: ['gst', 'tcs', 'tax', 'fare summary', '26as'],
  },

  // Cancellations
  {
    id: 'cancellation-packages',
    topic: 'cancellations',
    question: 'What is the cancellation policy for tour packages?',
    answer: 'Cancellation charges depend on how close to departure you cancel, counted on the package cost:',
    points: [
      '30 days or more before departure: 10%',
      '15 to 29 days: 25%',
      '7 to 14 days: 50%',
      'Less than 7 days, or no-show: 100%',
      'Flights, trains and hotel nights already issued follow their own non-refundable rules',
      'Refunds reach the original payment method within 7–10 working days',
    ],
    keywords: ['cancel', 'cancellation', 'refund', 'cancel tour', 'cancel package', 'postpone', 'change date'],
  },
  {
    id: 'cancellation-tickets',
    topic: 'cancellations',
    question: 'Can I cancel a flight, train, bus or darshan ticket?',
    answer:
      'Flight, train and bus tickets are cancelled under the airline’s, IRCTC’s or the operator’s rules; we pass the refund on in full less a ₹200 service fee per ticket. TTD darshan tickets and visa fees cannot be refunded.',
    keywords: [
      'cancel ticket',
      'flight cancellation',
      'train cancellation',
      'refund ticket',
      'darshan refund',
      'visa refund',
    ],
  },

  // Office hours and contact
  {
    id: 'contact-hours',
    topic: 'contact',
    question: 'What are your office hours and how do I reach you?',
    answer: interpolate(CONTACT_ANSWER, {
      hours: BRAND.hours,
      phones: BRAND.phones.join(' or '),
      mobile: BRAND.mobile,
      email: BRAND.email,
    }),
    points: [
      `Head office: ${BRAND.headOffice}`,
      'WhatsApp messages after hours are answered the next working morning; travellers on a trip with us get a 24×7 number',
    ],
    keywords: [
      'contact',
      'phone',
      'call',
      'number',
      'whatsapp',
      'email',
      'address',
      'office',
      'hours',
      'timings',
      'open',
      'location',
      'reach',
      'human',
      'agent',
    ],
    link: { label: 'Contact us', to: '/contact' },
  },
];

/** The entries of one topic, in the order above. */
export function faqByTopic(topic: FaqTopic): FaqEntry[] {
  return FAQ.filter((entry) => entry.topic === topic);
}
