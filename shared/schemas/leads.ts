// zod/mini: the ticket, car and package screens check a lead with this schema before sending it, and full zod
// would add about 13 KB gzip to their first load. The worker parses with the very same schema.
import * as z from 'zod/mini';
import { TRAVEL_CLASSES } from '../constants';
import { stripInvisible } from '../invisible';
import { indianMobile } from './mobile';
import { headCount } from './tickets';

// Enquiries that hand off to WhatsApp (tickets, car rental, packages) are recorded as leads the moment the
// visitor presses the button, so the business sees them even when WhatsApp is never sent. Darshan enquiries
// carry Aadhaar numbers: they are only counted, never stored.

export const LEAD_KINDS = ['train', 'flight', 'bus', 'hotel', 'car', 'package'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** One-line text without invisible characters (as common.ts's cleanText), trimmed, of at least `min` characters. */
const cleanLine = (label: string, max: number, min = 0) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? stripInvisible(value) : value)),
    z
      .string()
      .check(
        z.trim(),
        z.minLength(min, `${label} is required`),
        z.maxLength(max, `${label} is too long (at most ${max} characters)`),
      ),
  );
const text = z._default(cleanLine('This field', 200), '');

/** Optional call-back details every lead form offers; blank means not given. */
const contact = {
  name: z._default(cleanLine('Name', 100), ''),
  mobile: z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && !value.trim() ? undefined : value)),
    z.optional(indianMobile),
  ),
};

/** Most passengers, guests and rooms one lead can ask for; a larger group is a call, not a form. */
export const LEAD_MAXIMA = { passengers: 20, guests: 50, rooms: 20 } as const;

/** A head count (blank or unreadable is 1, as in the WhatsApp text) up to `max`. */
const countUpTo = (max: number, noun: string) =>
  z.pipe(z._default(headCount, 1), z.number().check(z.lte(max, `At most ${max} ${noun}; call us for a larger group`)));

/**
 * A lead must give something to follow up: at least one of `fields`, or a mobile to call back (a blank form
 * records nothing). The message is reported on the first of them, the field the visitor fills first.
 */
const withOneOf = <K extends string>(fields: readonly K[], message: string) =>
  z.superRefine((value: Partial<Record<K | 'mobile', unknown>>, ctx) => {
    if ([...fields, 'mobile' as const].some((field) => typeof value[field] === 'string' && value[field] !== '')) return;
    ctx.addIssue({ code: 'custom', path: [fields[0]!], message, input: value });
  });

const journey = { from: text, to: text, date: text, passengers: countUpTo(LEAD_MAXIMA.passengers, 'passengers') };
const journeyContent = withOneOf(['from', 'to'], 'Say where you travel from or to');

export const trainLeadSchema = z
  .object({
    kind: z.literal('train'),
    ...journey,
    /** Set when the enquiry comes from a train's own screen (/ticket/train/{number}). */
    trainNumber: text,
    trainName: text,
    travelClass: text,
    ...contact,
  })
  .check(withOneOf(['from', 'to', 'trainNumber'], 'Say where you travel from or to'));
export const flightLeadSchema = z
  .object({
    kind: z.literal('flight'),
    ...journey,
    // An unset class (blank) is the form's default, as in the WhatsApp text.
    travelClass: z.pipe(
      z.transform((value: unknown) => (value === '' || value === null ? undefined : value)),
      z._default(z.enum(TRAVEL_CLASSES), 'Economy'),
    ),
    ...contact,
  })
  .check(journeyContent);
export const busLeadSchema = z.object({ kind: z.literal('bus'), ...journey, ...contact }).check(journeyContent);
export const hotelLeadSchema = z
  .object({
    kind: z.literal('hotel'),
    location: text,
    checkin: text,
    checkout: text,
    guests: countUpTo(LEAD_MAXIMA.guests, 'guests'),
    rooms: z.optional(
      z.pipe(
        z.coerce.number(),
        z.int().check(z.gte(1), z.lte(LEAD_MAXIMA.rooms, `At most ${LEAD_MAXIMA.rooms} rooms`)),
      ),
    ),
    ...contact,
  })
  .check(withOneOf(['location', 'checkin'], 'Say where you want to stay'));
export const carLeadSchema = z
  .object({
    kind: z.literal('car'),
    location: text,
    /** The car model's name when the visitor picked one. */
    car: text,
    /** When the car is wanted, as the form's date-and-time field gives it ('2026-11-28T09:00'); blank if not said. */
    when: text,
    ...contact,
  })
  .check(withOneOf(['location', 'car'], 'Say where to pick you up or which car'));
export const packageLeadSchema = z.object({
  kind: z.literal('package'),
  /** Catalog collection and id when known (holiday samples have none). */
  collection: text,
  packageId: text,
  title: cleanLine('Package title', 200, 1),
  price: text,
  ...contact,
});

export const leadSchemas = {
  train: trainLeadSchema,
  flight: flightLeadSchema,
  bus: busLeadSchema,
  hotel: hotelLeadSchema,
  car: carLeadSchema,
  package: packageLeadSchema,
} as const;

/** A darshan enquiry is counted, nothing else: no personal field is accepted. */
export const darshanLeadSchema = z.strictObject({ kind: z.literal('darshan') });

/** Body of POST /api/leads. */
export const leadRequestSchema = z.discriminatedUnion('kind', [
  trainLeadSchema,
  flightLeadSchema,
  busLeadSchema,
  hotelLeadSchema,
  carLeadSchema,
  packageLeadSchema,
  darshanLeadSchema,
]);
export type LeadRequest = z.input<typeof leadRequestSchema>;
export type Lead = Exclude<z.output<typeof leadRequestSchema>, { kind: 'darshan' }>;

/** 201 `{ result: 'success', id }` (id like LEAD-261124-XXXXXXXX) or 202 `{ result: 'counted' }` for darshan. */
export const leadAnswerSchema = z.union([
  z.object({ result: z.literal('success'), id: z.string() }),
  z.object({ result: z.literal('counted') }),
]);
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;
