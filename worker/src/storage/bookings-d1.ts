import type { Amounts, BookableCollection, BookingStatus, Party } from '#shared/schemas/bookings';

// Departures (the seat ledger) and bookings in D1. Seats move only through the triggers of migration 0030,
// inside the statement that inserts a hold or changes a booking's status, so no interleaving can oversell.

export type DepartureRow = {
  date: string;
  seats: number;
  taken: number;
  perPerson: number | null;
  status: 'open' | 'closed';
};

export type BookingRow = {
  reference: string;
  collection: BookableCollection;
  packageId: string;
  date: string;
  seats: number;
  party: Party;
  name: string;
  mobile: string;
  email: string | null;
  status: BookingStatus;
  holdExpiresAt: string;
  amounts: Omit<Amounts, 'advanceDue' | 'balanceDue'> & { advanceDue: number };
  paid: number;
  utr: string | null;
  cancelReason: string | null;
  noteToTraveller: string | null;
  createdAt: string;
  updatedAt: string;
};

export type NewHold = Omit<BookingRow, 'status' | 'paid' | 'utr' | 'cancelReason' | 'noteToTraveller' | 'updatedAt'> & {
  idempotencyKey: string;
  fingerprint: string;
};

type Key = { collection: BookableCollection; packageId: string; date: string };

const BOOKING_COLUMNS = `reference, collection, package_id AS packageId, date, seats, adults, children_with_bed AS childrenWithBed,
  children_no_bed AS childrenNoBed, singles, name, mobile, email, status, hold_expires_at AS holdExpiresAt, base, gst, tcs,
  total, advance_due AS advanceDue, paid, utr, cancel_reason AS cancelReason, note_to_traveller AS noteToTraveller,
  created_at AS createdAt, updated_at AS updatedAt`;

type FlatBooking = Omit<BookingRow, 'party' | 'amounts'> &
  Party & { base: number; gst: number; tcs: number; total: number; advanceDue: number };

function bookingOf(row: FlatBooking): BookingRow {
  const { adults, childrenWithBed, childrenNoBed, singles, base, gst, tcs, total, advanceDue, ...rest } = row;
  return {
    ...rest,
    party: { adults, childrenWithBed, childrenNoBed, singles },
    amounts: { base, gst, tcs, total, advanceDue },
  };
}

export type HoldOutcome =
  | { outcome: 'held' }
  | { outcome: 'replayed'; booking: BookingRow; sameRequest: boolean }
  | { outcome: 'refused'; departure: DepartureRow | null };

export class BookingsStore {
  constructor(private readonly db: D1Database) {}

  /** Departures of a package from `fromDate` on (inclusive), by date. */
  async departures(collection: BookableCollection, packageId: string, fromDate: string): Promise<DepartureRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT date, seats, taken, per_person AS perPerson, status FROM departures
         WHERE collection = ? AND package_id = ? AND date >= ? ORDER BY date`,
      )
      .bind(collection, packageId, fromDate)
      .all<DepartureRow>();
    return results;
  }

  async departure({ collection, packageId, date }: Key): Promise<DepartureRow | null> {
    return this.db
      .prepare(
        `SELECT date, seats, taken, per_person AS perPerson, status FROM departures
         WHERE collection = ? AND package_id = ? AND date = ?`,
      )
      .bind(collection, packageId, date)
      .first<DepartureRow>();
  }

  /**
   * Inserts the hold only if the departure is open and has the seats left, in one statement (its trigger takes
   * the seats). A repeated Idempotency-Key inserts nothing and gives the first booking back.
   * A reference that is already taken throws (UNIQUE): the caller draws another.
   */
  async hold(hold: NewHold): Promise<HoldOutcome> {
    const { party, amounts } = hold;
    const inserted = await this.db
      .prepare(
        `INSERT INTO bookings (reference, idempotency_key, fingerprint, collection, package_id, date, seats, adults,
           children_with_bed, children_no_bed, singles, name, mobile, email, status, hold_expires_at, base, gst, tcs,
           total, advance_due, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, 'held', ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?21
         FROM departures
         WHERE collection = ?4 AND package_id = ?5 AND date = ?6 AND status = 'open' AND seats - taken >= ?7
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(
        hold.reference,
        hold.idempotencyKey,
        hold.fingerprint,
        hold.collection,
        hold.packageId,
        hold.date,
        hold.seats,
        party.adults,
        party.childrenWithBed,
        party.childrenNoBed,
        party.singles,
        hold.name,
        hold.mobile,
        hold.email,
        hold.holdExpiresAt,
        amounts.base,
        amounts.gst,
        amounts.tcs,
        amounts.total,
        amounts.advanceDue,
        hold.createdAt,
      )
      .run();
    if (inserted.meta.changes === 1) return { outcome: 'held' };
    const first = await this.db
      .prepare(`SELECT ${BOOKING_COLUMNS}, fingerprint FROM bookings WHERE idempotency_key = ?`)
      .bind(hold.idempotencyKey)
      .first<FlatBooking & { fingerprint: string }>();
    if (first) {
      const { fingerprint, ...row } = first;
      return { outcome: 'replayed', booking: bookingOf(row), sameRequest: fingerprint === hold.fingerprint };
    }
    return { outcome: 'refused', departure: await this.departure(hold) };
  }

  async byReference(reference: string): Promise<BookingRow | null> {
    const row = await this.db
      .prepare(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE reference = ?`)
      .bind(reference)
      .first<FlatBooking>();
    return row ? bookingOf(row) : null;
  }

  /**
   * Records the traveller's UPI reference on a held booking of theirs: it no longer expires. Accepted while the
   * hold still has its seats (the cron has not released it), so a payment made in the last minute counts.
   */
  async claimPayment(reference: string, mobile: string, utr: string, now: Date): Promise<boolean> {
    const result = await this.db
      .prepare(
        `UPDATE bookings SET status = 'payment_claimed', utr = ?, updated_at = ?
         WHERE reference = ? AND mobile = ? AND status = 'held'`,
      )
      .bind(utr, now.toISOString(), reference, mobile)
      .run();
    return result.meta.changes === 1;
  }

  /** Releases every hold past its expiry (the trigger returns the seats); the released references and seats. */
  async expireHolds(now: Date): Promise<{ reference: string; seats: number }[]> {
    const { results } = await this.db
      .prepare(
        `UPDATE bookings SET status = 'expired', updated_at = ?1
         WHERE status = 'held' AND hold_expires_at <= ?1 RETURNING reference, seats`,
      )
      .bind(now.toISOString())
      .all<{ reference: string; seats: number }>();
    return results;
  }
}

export const bookingsStoreFor = (env: { DB: D1Database }) => new BookingsStore(env.DB);
