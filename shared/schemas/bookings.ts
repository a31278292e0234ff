import * as z from 'zod';
import { email, isoDate, requiredText } from './common';
import { indianMobile } from './mobile';
import { PACKAGE_COLLECTIONS, type PackageCollection } from '../catalog/collections';

// Departures, bookings and the traveller's booking page: the wire shapes both sides parse.

/** The catalog collections that hold packages (cars are rented, not booked). */
export const BOOKABLE_COLLECTIONS = PACKAGE_COLLECTIONS.map(({ collection }) => collection) as [
  PackageCollection,
  ...PackageCollection[],
];
export type BookableCollection = PackageCollection;

export const BOOKING_STATUSES = ['held', 'payment_claimed', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** At most this many travellers in one booking; larger groups are arranged with the office. */
export const MAX_PARTY = 20;

/** References like BK-261126-K7Q2MXPA: the day, then 8 characters without look-alikes (0/O, 1/I). */
export const bookingReference = z.string().regex(/^BK-\d{6}-[A-HJ-NP-Z2-9]{8}$/, 'That is not a booking reference');

/** One departure as the package page sees it: no personal data. */
export const departureSchema = z.object({
  date: isoDate,
  seatsLeft: z.number().int().min(0),
  /** Twin-sharing price per person on this date, whole rupees. */
  perPerson: z.number().int().positive(),
  status: z.enum(['open', 'closed']),
});
export type Departure = z.infer<typeof departureSchema>;
export const departuresAnswerSchema = z.object({ data: z.array(departureSchema) });

const count = (label: string) =>
  z
    .number(`Enter the number of ${label}`)
    .int(`Use a whole number of ${label}`)
    .min(0, `The number of ${label} cannot be negative`)
    .max(99, `At most ${MAX_PARTY} travellers in one booking`);

/** Who travels: adults, children with and without a bed, and how many of the adults want a room of their own. */
export const partySchema = z
  .object({
    adults: count('adults'),
    childrenWithBed: count('children').default(0),
    childrenNoBed: count('children').default(0),
    singles: count('single rooms').default(0),
  })
  .superRefine((party, ctx) => {
    if (party.adults < 1) ctx.addIssue({ code: 'custom', path: ['adults'], message: 'At least one adult travels' });
    if (party.adults + party.childrenWithBed + party.childrenNoBed > MAX_PARTY) {
      ctx.addIssue({ code: 'custom', path: ['adults'], message: `At most ${MAX_PARTY} travellers in one booking` });
    }
    if (party.singles > party.adults) {
      ctx.addIssue({ code: 'custom', path: ['singles'], message: 'Single rooms are for adults: at most one each' });
    }
  });
export type Party = z.output<typeof partySchema>;

/** Seats a party takes: every traveller, a child without a bed too. */
export const seatsOf = (party: Party) => party.adults + party.childrenWithBed + party.childrenNoBed;

/** Body of POST /api/bookings (with an Idempotency-Key header). */
export const bookingRequestSchema = z
  .object({
    collection: z.enum(BOOKABLE_COLLECTIONS, 'Choose a package'),
    id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Choose a package'),
    date: isoDate,
    name: requiredText('Name', 100),
    mobile: indianMobile,
    email: z.preprocess((value) => (typeof value === 'string' && !value.trim() ? undefined : value), email.optional()),
  })
  .and(partySchema);
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export const amountsSchema = z.object({
  base: z.number().int(),
  gst: z.number().int(),
  tcs: z.number().int(),
  total: z.number().int(),
  advanceDue: z.number().int(),
  balanceDue: z.number().int(),
});
export type Amounts = z.infer<typeof amountsSchema>;

export const payInstructionsSchema = z.object({ upiUrl: z.string(), vpa: z.string(), payeeName: z.string() });

/** 201 answer of POST /api/bookings. */
export const holdAnswerSchema = z.object({
  reference: bookingReference,
  status: z.literal('held'),
  holdExpiresAt: z.string(),
  amounts: amountsSchema,
  pay: payInstructionsSchema,
});
export type HoldAnswer = z.infer<typeof holdAnswerSchema>;

/** The 12-digit UPI transaction reference (UTR) the traveller's UPI app shows after paying. */
export const utrSchema = z
  .string()
  .trim()
  .regex(/^\d{12}$/, 'Enter the 12-digit UPI reference (UTR) from your UPI app');

export const paymentClaimSchema = z.object({ mobile: indianMobile, utr: utrSchema });

/** `?mobile=` of GET /api/bookings/{reference}. */
export const bookingLookupSchema = z.object({ mobile: indianMobile });

/** What the traveller's booking page shows: their own booking, found with the mobile they gave. */
export const bookingViewSchema = z.object({
  reference: bookingReference,
  status: z.enum(BOOKING_STATUSES),
  /** Set while held: when the seats are released if no payment is claimed. */
  holdExpiresAt: z.string().nullable(),
  collection: z.enum(BOOKABLE_COLLECTIONS),
  packageId: z.string(),
  date: isoDate,
  party: z.object({
    adults: z.number().int(),
    childrenWithBed: z.number().int(),
    childrenNoBed: z.number().int(),
    singles: z.number().int(),
  }),
  name: z.string(),
  amounts: amountsSchema,
  paid: z.number().int(),
  /** The balance is due by this day (India's date); null when nothing is left to pay. */
  balanceDueBy: isoDate.nullable(),
  pay: payInstructionsSchema,
  noteToTraveller: z.string().nullable(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;
export const bookingViewAnswerSchema = z.object({ data: bookingViewSchema });
export const paymentClaimAnswerSchema = z.object({ data: bookingViewSchema });
