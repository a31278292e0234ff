import type { z } from 'zod';
import { isValidAadhaar } from './aadhaar';
import { BRAND } from './constants';
import type { Locale } from './i18n/locales';
import { ticketEnquirySchema } from './schemas/tickets';

// Every WhatsApp hand-off text the site sends to the business, as pure functions of what the visitor
// entered. The link opens in a new tab (see web/src/lib/whatsapp.ts).

const NOT_PROVIDED = 'Not provided';
const BRAND_NAME = BRAND.name;
const orNotProvided = (value: string | undefined) => (value && value.trim() ? value.trim() : NOT_PROVIDED);

/** `https://wa.me/{number}?text={URL-encoded text}`; the number in international form without '+'. */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

// How staff read the visitor's language: its English name and its own, so the line needs no translation.
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ta: 'Tamil (தமிழ்)', hi: 'Hindi (हिन्दी)' };

/**
 * A message to the business from a visitor reading the site in `locale`: the spec's English text word for word,
 * plus one line naming the visitor's language when it is not English, so staff can answer in it.
 */
export function withVisitorLanguage(text: string, locale: Locale): string {
  return locale === 'en' ? text : `${text}\nPreferred language: ${LANGUAGE_NAMES[locale]}`;
}

/** What a ticket form holds: any field may be missing or blank; head counts may be text. */
export type TicketEnquiryInput = z.input<typeof ticketEnquirySchema>;

/**
 * A ticket enquiry (spec §7): train, bus and flight list the journey (flights add the class); hotels list the
 * stay. Blank values read 'Not provided'; passengers and guests below 1 or not numbers read 1.
 */
export function ticketEnquiryMessage(input: TicketEnquiryInput): string {
  const enquiry = ticketEnquirySchema.parse({ ...input, travelClass: input.travelClass || undefined });
  const lines = [`Hi, I'm interested in booking a ${enquiry.type.toUpperCase()}:`];
  if (enquiry.type === 'hotel') {
    lines.push(
      `Location: ${orNotProvided(enquiry.location)}`,
      `Check-in: ${orNotProvided(enquiry.checkin)}`,
      `Check-out: ${orNotProvided(enquiry.checkout)}`,
      `Guests: ${enquiry.guests}`,
    );
  } else {
    lines.push(
      `From: ${orNotProvided(enquiry.from)}`,
      `To: ${orNotProvided(enquiry.to)}`,
      `Date: ${orNotProvided(enquiry.date)}`,
      `Passengers: ${enquiry.passengers}`,
    );
    if (enquiry.type === 'flight') lines.push(`Class: ${enquiry.travelClass}`);
  }
  lines.push('Please share more info.');
  return lines.join('\n');
}

/**
 * 'Enquire on WhatsApp' on a package: prefilled with its title, ending with the package's real-path address
 * (origin + /tour/{id}) so the business sees exactly which trip was asked about.
 */
export function packageEnquiryMessage(title: string, price?: string, pageUrl?: string): string {
  return [
    `Hi, I'm interested in the "${title}" package.`,
    price ? `Listed price: ${price}` : null,
    'Please share availability and more details.',
    pageUrl || null,
  ]
    .filter(Boolean)
    .join('\n');
}

/** What a visitor sends family or friends from a package's Share button: the trip, its price, its address. */
export function packageShareMessage(title: string, price: string, pageUrl: string): string {
  return [`${title} (${price}) with ${BRAND_NAME}:`, pageUrl].join('\n');
}

/** Car rental: the hero's pickup search, a car card, or the general 'Book your rental now'. */
export function carRentalEnquiryMessage({
  location,
  car,
  when,
}: { location?: string; car?: string; when?: string } = {}): string {
  return [
    "Hi, I'd like to rent a car.",
    `Pickup location: ${orNotProvided(location)}`,
    // A datetime-local value ('2026-11-28T09:00') as the business reads it: '2026-11-28 09:00'.
    when?.trim() ? `Pickup time: ${when.trim().replace('T', ' ')}` : null,
    car ? `Car: ${car}` : null,
    'Please share the available cars and rates.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** A service page's WhatsApp enquiry (corporate, insurance, cargo): the service's own opening text. */
export function serviceEnquiryMessage(service: { title: string; whatsappText: string }): string {
  return [service.whatsappText, `(Enquiry from the ${service.title} page)`].join('\n');
}

/** The general enquiry on /enquiry: whatever the visitor wrote, with their name when given. */
export function generalEnquiryMessage({ name, message }: { name?: string; message?: string } = {}): string {
  return [
    name && name.trim() ? `Hi, I'm ${name.trim()}.` : 'Hi,',
    message && message.trim() ? message.trim() : 'I have a travel enquiry.',
    'Please get back to me.',
  ].join('\n');
}

/** The train screen's enquiry: the chosen train and journey, ending like every ticket enquiry. */
export function trainEnquiryMessage(enquiry: {
  trainNumber: string;
  trainName: string;
  from?: string;
  departTime?: string;
  to?: string;
  arrivalTime?: string;
  /** Days after boarding that the train arrives. */
  arrivalDayOffset?: number;
  date?: string;
  passengers?: number | string;
  travelClass?: string;
}): string {
  const { passengers } = ticketEnquirySchema.parse({ passengers: enquiry.passengers });
  const at = (place: string | undefined, time: string | undefined, later = 0) => {
    const where = orNotProvided(place);
    if (where === NOT_PROVIDED || !time) return where;
    return `${where} at ${time}${later > 0 ? ` (+${later} day${later > 1 ? 's' : ''})` : ''}`;
  };
  return [
    "Hi, I'm interested in booking a TRAIN:",
    `Train: ${enquiry.trainNumber} ${enquiry.trainName}`.trim(),
    `From: ${at(enquiry.from, enquiry.departTime)}`,
    `To: ${at(enquiry.to, enquiry.arrivalTime, enquiry.arrivalDayOffset ?? 0)}`,
    `Date: ${orNotProvided(enquiry.date)}`,
    `Passengers: ${passengers}`,
    `Class: ${orNotProvided(enquiry.travelClass)}`,
    'Please share more info.',
  ].join('\n');
}

/**
 * The Tirupati darshan request (spec §7): ticket count, both dates ('Not provided' when missing), each person's
 * name, age and Aadhaar (grouped in fours), then a request for availability and pricing.
 */
export function darshanEnquiryMessage(form: {
  numberOfTickets: string | number;
  darshanDate?: string;
  alternateDarshanDate?: string;
  passengers: { name: string; age: string | number; aadhaar: string }[];
}): string {
  const aadhaar = (value: string) => {
    const digits = value.replace(/\D/g, '');
    return isValidAadhaar(digits) ? digits.replace(/(\d{4})(?=\d)/g, '$1 ') : orNotProvided(value);
  };
  return [
    "Hi, I'd like to book Tirupati darshan tickets.",
    `Number of tickets: ${String(form.numberOfTickets).trim()}`,
    `Preferred darshan date: ${orNotProvided(form.darshanDate)}`,
    `Alternate date: ${orNotProvided(form.alternateDarshanDate)}`,
    ...form.passengers.map(
      (person, index) =>
        `Person ${index + 1}: ${orNotProvided(person.name)}, Age ${orNotProvided(String(person.age))}, Aadhaar ${aadhaar(person.aadhaar)}`,
    ),
    'Please confirm availability and pricing for these tickets.',
  ].join('\n');
}
