import * as z from 'zod';
import { cleanText, email, isoDate, requiredText } from './common';
import { indianMobile } from './mobile';
import { PACKAGE_COLLECTIONS, type PackageCollection } from '../catalog/collections';
import { MAX_PARTY } from '../taxes';

// Departures, bookings and the traveller's booking page: the wire shapes both sides parse.

/** The catalog collections that hold packages (cars are rented, not booked). */
export const BOOKABLE_COLLECTIONS = PACKAGE_COLLECTIONS.map(({ collection }) => collection) as [
  PackageCollection,
  ...PackageCollection[],
];
export type BookableCollection = PackageCollection;

export const BOOKING_STATUSES = ['held', 'payment_claimed', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** How the console and the traveller's booking page name each status (English). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Held',
  payment_claimed: 'Payment claimed',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** References like BK-261126-K7Q2MXPA: the day, then 8 characters without look-alikes (0/O, 1/I). */
export const BOOKING_REFERENCE_PATTERN = /^BK-\d{6}-[A-HJ-NP-Z2-9]{8}$/;
export const bookingReference = z.string().regex(BOOKING_REFERENCE_PATTERN, 'That is not a booking reference');

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

/** A party in an answer: as stored, already checked by `partySchema` on the way in. */
const answeredPartySchema = z.object({
  adults: z.number().int(),
  childrenWithBed: z.number().int(),
  childrenNoBed: z.number().int(),
  singles: z.number().int(),
});

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

export const payInstructionsSchema = z.object({
  upiUrl: z.string(),
  vpa: z.string(),
  payeeName: z.string(),
  /** Razorpay's public key id, only when card / netbanking payment is on (the key secret never leaves the worker). */
  razorpayKeyId: z.string().optional(),
});

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

/** POST /api/bookings/{reference}/razorpay-order: the booking's own mobile, as for its page. */
export const razorpayOrderRequestSchema = z.object({ mobile: indianMobile });

/** What Razorpay Checkout opens with: the public key id, the order, the amount in paise. */
export const razorpayOrderAnswerSchema = z.object({
  data: z.object({
    keyId: z.string(),
    orderId: z.string(),
    amount: z.number().int().positive(),
    currency: z.literal('INR'),
  }),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderAnswerSchema>['data'];

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
  party: answeredPartySchema,
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

/** GET /api/admin/bookings: filters by status and by departure (collection, package id, date). */
export const adminBookingsQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  collection: z.enum(BOOKABLE_COLLECTIONS).optional(),
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .optional(),
  date: isoDate.optional(),
});

/** One booking in the console: everything the operator needs to check a payment and call the traveller. */
export const adminBookingSchema = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  collection: z.enum(BOOKABLE_COLLECTIONS),
  packageId: z.string(),
  date: z.string(),
  seats: z.number().int(),
  party: answeredPartySchema,
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  total: z.number().int(),
  advanceDue: z.number().int(),
  paid: z.number().int(),
  utr: z.string().nullable(),
  holdExpiresAt: z.string(),
  cancelReason: z.string().nullable(),
  noteToTraveller: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingsAnswerSchema = z.object({ data: z.array(adminBookingSchema) });

/**
 * PATCH /api/admin/bookings/{reference}: confirm (after checking the UTR against the bank statement, or a
 * payment taken at the office: `paid`), or cancel with a reason (the seats return); a note for the traveller.
 */
export const bookingPatchSchema = z
  .object({
    status: z.enum(['confirmed', 'cancelled']).optional(),
    reason: cleanText().pipe(z.string().trim().max(500)).optional(),
    /** Rupees received so far, e.g. a payment taken at the office. */
    paid: z.number().int().min(0).max(1_00_00_000).optional(),
    noteToTraveller: cleanText({ multiline: true }).pipe(z.string().trim().max(1000)).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Send a status, a payment or a note')
  .refine((patch) => patch.status !== 'cancelled' || Boolean(patch.reason), {
    message: 'Say why the booking is cancelled',
    path: ['reason'],
  });
export type BookingPatch = z.infer<typeof bookingPatchSchema>;

/** `?contact=` of GET /api/track/{reference}: the mobile or the email given with the request. */
export const trackQuerySchema = z.object({
  contact: cleanText().pipe(z.string().trim().min(3, 'Enter the mobile number or email you gave').max(254)),
});

export const TRACK_STATUSES = ['received', 'in_progress', 'done', 'cancelled'] as const;

/** What /#/track shows: the request's kind, where it stands, and the note the operator wrote for the traveller. */
export const trackAnswerSchema = z.object({
  data: z.object({
    reference: z.string(),
    kind: z.string(),
    status: z.enum(TRACK_STATUSES),
    noteToTraveller: z.string().nullable(),
  }),
});
export type TrackAnswer = z.infer<typeof trackAnswerSchema>['data'];

/** PUT /api/admin/track-notes/{reference}: the note a request's or lead's traveller sees on /#/track. */
export const trackNoteSchema = z.object({
  noteToTraveller: cleanText({ multiline: true }).pipe(z.string().trim().max(1000)),
});

/**
 * POST /api/admin/departures: a series, e.g. every Saturday from 2027-01-02 to 2027-03-27, `seats` each
 * (weekday 0 = Sunday … 6 = Saturday). Dates that already have a departure are left as they are.
 */
export const departureSeriesSchema = z
  .object({
    collection: z.enum(BOOKABLE_COLLECTIONS),
    id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Choose a package'),
    from: isoDate,
    to: isoDate,
    weekday: z.number().int().min(0).max(6),
    seats: z.number().int().min(1).max(500),
    perPerson: z.number().int().positive().max(1_00_00_000).optional(),
  })
  .refine((series) => series.from <= series.to, { message: 'The series ends before it starts', path: ['to'] })
  .refine((series) => (Date.parse(series.to) - Date.parse(series.from)) / 86_400_000 <= 366, {
    message: 'A series covers at most a year',
    path: ['to'],
  });

/** GET /api/admin/departures/{collection}/{id}: the editor's list, from India's today on, never cached. */
export const adminDeparturesAnswerSchema = z.object({
  data: z.array(
    z.object({
      date: isoDate,
      seats: z.number().int(),
      taken: z.number().int(),
      /** The departure's own price per person; null when it sells at the package's price. */
      perPerson: z.number().int().nullable(),
      status: z.enum(['open', 'closed']),
    }),
  ),
});
export type AdminDeparture = z.infer<typeof adminDeparturesAnswerSchema>['data'][number];

/** PATCH /api/admin/departures/{collection}/{id}/{date}: close or reopen it, or change its seats. */
export const departurePatchSchema = z
  .object({ status: z.enum(['open', 'closed']).optional(), seats: z.number().int().min(0).max(500).optional() })
  .refine((patch) => patch.status !== undefined || patch.seats !== undefined, 'Send a status or a number of seats');
