import { BALANCE_DAYS_BEFORE, bookingAmounts } from '#shared/booking-amounts';
import { addDays, indiaToday } from '#shared/dates';
import { activeOffer } from '#shared/catalog/offer';
import type { z } from 'zod';
import {
  seatsOf,
  type AdminBooking,
  type BookableCollection,
  type BookingView,
  type Party,
  type bookingRequestSchema,
} from '#shared/schemas/bookings';
import { businessOf } from '../business';
import { sha256Hex } from '../crypto';
import type { Deps, Env } from '../env';
import { ApiError } from '../http-error';
import { log } from '../log';
import { csvCell } from './admin/csv-export';
import { razorpayConfig } from './razorpay';
import { catalogStoreFor } from '../catalog/store';
import { bookingsStoreFor, type BookingRow, type DepartureRow } from '../storage/bookings-d1';

// Holding seats on a departure, the traveller's view of a booking, and the release of expired holds.

const DEFAULT_HOLD_MINUTES = 30;
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_DRAWS = 3;

/** BK-261126-K7Q2MXPA: India's day, then 40 random bits (256 is a multiple of 32, so byte % 32 is uniform). */
function newReference(now: Date, random: Deps['random']): string {
  const day = indiaToday(now).slice(2).replaceAll('-', '');
  return `BK-${day}-${Array.from(random(8), (byte) => REFERENCE_ALPHABET[byte % 32]).join('')}`;
}

/** BOOKING_HOLD_MINUTES, 30 when unset or not a whole number of minutes. */
export function holdMinutes(env: Pick<Env, 'BOOKING_HOLD_MINUTES'>): number {
  const minutes = Number(env.BOOKING_HOLD_MINUTES);
  return Number.isInteger(minutes) && minutes > 0 ? minutes : DEFAULT_HOLD_MINUTES;
}

/** The UPI intent any UPI app opens: payee, amount in rupees, and the booking reference as the note. */
export function upiUrl(pay: { vpa: string; payeeName: string }, amount: number, reference: string): string {
  const query = [
    `pa=${encodeURIComponent(pay.vpa).replace('%40', '@')}`,
    `pn=${encodeURIComponent(pay.payeeName)}`,
    `am=${amount}`,
    'cu=INR',
    `tn=${encodeURIComponent(reference)}`,
  ];
  return `upi://pay?${query.join('&')}`;
}

/** The business's one official UPI ID (shared/business.ts, BUSINESS_UPI_ID), never one a visitor could supply. */
const payInstructions = (env: Env, booking: Pick<BookingRow, 'reference'>, amount: number) => {
  const { upiId: vpa, payeeName } = businessOf(env).payment;
  const razorpay = razorpayConfig(env);
  return {
    vpa,
    payeeName,
    upiUrl: upiUrl({ vpa, payeeName }, amount, booking.reference),
    ...(razorpay ? { razorpayKeyId: razorpay.keyId } : {}),
  };
};

/** What is due now: the advance while held or claimed, then whatever of the total is unpaid. */
export const dueNow = (row: Pick<BookingRow, 'status' | 'amounts' | 'paid'>) =>
  Math.max(
    0,
    row.status === 'held' || row.status === 'payment_claimed' ? row.amounts.advanceDue : row.amounts.total - row.paid,
  );

/** What the traveller sees of their booking: amounts split by our advance rule as they were when held. */
export function bookingView(env: Env, row: BookingRow): BookingView {
  const { advanceDue, total } = row.amounts;
  const balanceDue = total - advanceDue;
  return {
    reference: row.reference,
    status: row.status,
    holdExpiresAt: row.status === 'held' ? row.holdExpiresAt : null,
    collection: row.collection,
    packageId: row.packageId,
    date: row.date,
    party: row.party,
    name: row.name,
    amounts: { ...row.amounts, balanceDue },
    paid: row.paid,
    balanceDueBy: balanceDue > 0 ? addDays(row.date, -BALANCE_DAYS_BEFORE) : null,
    pay: payInstructions(env, row, dueNow(row)),
    noteToTraveller: row.noteToTraveller,
  };
}

export const departureClosed = (date: string) =>
  new ApiError(410, 'departure_closed', `The departure of ${date} is closed for booking. Please choose another date.`);

/** Departures of a package from tomorrow (India's date) on: no personal data, seats left instead of counts. */
export async function listDepartures(env: Env, deps: Deps, collection: BookableCollection, packageId: string) {
  const item = await catalogStoreFor(env, deps).get(collection, packageId);
  if (!item) throw new ApiError(404, 'not_found', `No ${collection} package with id '${packageId}'`);
  const today = indiaToday(deps.now());
  const rows = await bookingsStoreFor(env).departures(collection, packageId, addDays(today, 1));
  return rows.map((row) => ({
    date: row.date,
    seatsLeft: Math.max(0, row.seats - row.taken),
    // What a hold will charge per adult on twin sharing: the departure's own price, else the package's (its offer while it runs).
    perPerson: row.perPerson ?? activeOffer(item.price, today)?.perPerson ?? item.price.perPerson,
    status: row.status,
  }));
}

type HoldRequest = z.output<typeof bookingRequestSchema>;

const partyOf = ({ adults, childrenWithBed, childrenNoBed, singles }: HoldRequest): Party => ({
  adults,
  childrenWithBed,
  childrenNoBed,
  singles,
});

const unprocessable = (field: string, message: string) =>
  new ApiError(422, 'invalid_booking', message, { [field]: message });

function checkDeparture(departure: DepartureRow | null, request: HoldRequest, today: string): DepartureRow {
  if (request.date <= today) {
    throw new ApiError(
      410,
      'departure_past',
      `The departure of ${request.date} has already left. Please choose a later date.`,
    );
  }
  if (!departure) throw unprocessable('date', 'There is no departure of this package on that date');
  if (departure.status === 'closed') throw departureClosed(request.date);
  if (seatsOf(partyOf(request)) > departure.seats) {
    throw unprocessable('adults', `This departure has ${departure.seats} seats in all`);
  }
  return departure;
}

const soldOut = (seatsLeft: number) =>
  new SoldOut(
    seatsLeft === 0
      ? 'This departure is sold out. Please choose another date.'
      : `Only ${seatsLeft} ${seatsLeft === 1 ? 'seat is' : 'seats are'} left on this departure.`,
    seatsLeft,
  );

/** 409 sold_out, with the seats left beside the message. */
export class SoldOut extends ApiError {
  constructor(
    message: string,
    readonly seatsLeft: number,
  ) {
    super(409, 'sold_out', message);
  }
  override get body() {
    return { error: { code: this.code, message: this.message, seatsLeft: this.seatsLeft } };
  }
}

export type HoldResult = { booking: BookingRow; replayed: boolean };

/**
 * Holds seats for a party: checks the package, the departure and the party, prices it, then inserts the hold in
 * one conditional statement (BookingsStore.hold). The same Idempotency-Key gives the first hold back.
 */
export async function holdSeats(
  env: Env,
  deps: Deps,
  request: HoldRequest,
  idempotencyKey: string,
): Promise<HoldResult> {
  const store = bookingsStoreFor(env);
  const now = deps.now();
  const today = indiaToday(now);
  const key = { collection: request.collection, packageId: request.id, date: request.date };
  const fingerprint = await sha256Hex(JSON.stringify({ ...request, email: request.email ?? null }));
  const [item, found] = await Promise.all([
    catalogStoreFor(env, deps).get(request.collection, request.id),
    store.departure(key),
  ]);
  if (!item) throw unprocessable('id', 'There is no such package');
  const departure = checkDeparture(found, request, today);
  const party = partyOf(request);
  if (party.singles > 0 && item.price.single === undefined) {
    throw unprocessable('singles', 'This package has no single rooms; choose twin sharing');
  }
  const { balanceDue: _balance, balanceDueBy: _dueBy, ...amounts } = bookingAmounts(item, departure, party, today);
  const holdExpiresAt = new Date(now.getTime() + holdMinutes(env) * 60_000).toISOString();
  for (let draw = 1; ; draw++) {
    const hold = {
      ...key,
      reference: newReference(now, deps.random),
      idempotencyKey,
      fingerprint,
      seats: seatsOf(party),
      party,
      name: request.name,
      mobile: request.mobile,
      email: request.email ?? null,
      holdExpiresAt,
      amounts,
      createdAt: now.toISOString(),
    };
    let outcome;
    try {
      outcome = await store.hold(hold);
    } catch (error) {
      if (draw < REFERENCE_DRAWS && /UNIQUE constraint failed: bookings\.reference/i.test(String(error))) continue;
      throw error;
    }
    if (outcome.outcome === 'held') {
      const fresh = { status: 'held', paid: 0, utr: null, cancelReason: null, noteToTraveller: null } as const;
      return { booking: { ...hold, ...fresh, updatedAt: hold.createdAt }, replayed: false };
    }
    if (outcome.outcome === 'replayed') {
      if (!outcome.sameRequest) {
        throw new ApiError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different booking.',
        );
      }
      return { booking: outcome.booking, replayed: true };
    }
    const latest = outcome.departure;
    if (!latest || latest.status === 'closed') throw departureClosed(request.date);
    throw soldOut(Math.max(0, latest.seats - latest.taken));
  }
}

/** The answer of a hold: the reference, the expiry, the amounts and how to pay the advance. */
export function holdAnswer(env: Env, booking: BookingRow) {
  const { reference, status, amounts, pay } = bookingView(env, booking);
  return { reference, status, holdExpiresAt: booking.holdExpiresAt, amounts, pay };
}

/** Releases holds whose time is up (the cron trigger); each release is logged without personal data. */
export async function releaseExpiredHolds(env: Env, now: Date): Promise<number> {
  const released = await bookingsStoreFor(env).expireHolds(now);
  for (const { reference, seats } of released) log('info', 'booking.hold_expired', { reference, seats });
  return released.length;
}

/** A booking as the console lists it. */
export function adminBooking(row: BookingRow): AdminBooking {
  const { amounts, updatedAt: _updated, ...rest } = row;
  return { ...rest, total: amounts.total, advanceDue: amounts.advanceDue };
}

const MANIFEST_COLUMNS = [
  'Reference',
  'Status',
  'Name',
  'Mobile',
  'Email',
  'Adults',
  'Children with bed',
  'Children without bed',
  'Single rooms',
  'Total',
  'Paid',
  'Balance',
  'UTR',
];

/** The departure's travellers for the coach and the hotels: every live booking, as CSV with a BOM for Excel. */
export function manifestCsv(rows: BookingRow[]): string {
  const live = rows.filter((row) => row.status !== 'cancelled' && row.status !== 'expired');
  const lines = [
    MANIFEST_COLUMNS,
    ...live.map((row) => [
      row.reference,
      row.status,
      row.name,
      row.mobile,
      row.email,
      row.party.adults,
      row.party.childrenWithBed,
      row.party.childrenNoBed,
      row.party.singles,
      row.amounts.total,
      row.paid,
      row.amounts.total - row.paid,
      row.utr,
    ]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
