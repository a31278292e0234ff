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

  /**
   * Notes the Razorpay order a booking's card payment goes to (the webhook finds the booking by it); a new order
   * (the balance after the advance) starts with no payment counted.
   */
  async setRazorpayOrder(reference: string, orderId: string, now: Date): Promise<void> {
    await this.db
      .prepare(
        'UPDATE bookings SET razorpay_order_id = ?, razorpay_payment_id = NULL, updated_at = ? WHERE reference = ?',
      )
      .bind(orderId, now.toISOString(), reference)
      .run();
  }

  async razorpayOrderOf(reference: string): Promise<string | null> {
    const row = await this.db
      .prepare('SELECT razorpay_order_id AS orderId FROM bookings WHERE reference = ?')
      .bind(reference)
      .first<{ orderId: string | null }>();
    return row?.orderId ?? null;
  }

  /**
   * A captured Razorpay payment confirms the held or claimed booking of its order and adds what it paid; a
   * payment already counted (a webhook delivered again) changes nothing. Null when nothing changed.
   */
  async razorpayPaid(orderId: string, paymentId: string, rupees: number, now: Date): Promise<BookingRow | null> {
    const row = await this.db
      .prepare(
        `UPDATE bookings SET status = 'confirmed', paid = paid + ?3, razorpay_payment_id = ?2, updated_at = ?4
         WHERE razorpay_order_id = ?1 AND status IN ('held', 'payment_claimed', 'confirmed')
           AND razorpay_payment_id IS NULL
         RETURNING ${BOOKING_COLUMNS}`,
      )
      .bind(orderId, paymentId, rupees, now.toISOString())
      .first<FlatBooking>();
    return row ? bookingOf(row) : null;
  }

  async byRazorpayOrder(orderId: string): Promise<BookingRow | null> {
    const row = await this.db
      .prepare(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE razorpay_order_id = ?`)
      .bind(orderId)
      .first<FlatBooking>();
    return row ? bookingOf(row) : null;
  }

  /** Adds departures on `dates` (a date that has one already is kept as it is); how many were added. */
  async addDepartures(
    key: { collection: BookableCollection; packageId: string },
    dates: string[],
    seats: number,
    perPerson: number | null,
  ): Promise<number> {
    if (!dates.length) return 0;
    const insert = this.db.prepare(
      'INSERT OR IGNORE INTO departures (collection, package_id, date, seats, per_person) VALUES (?, ?, ?, ?, ?)',
    );
    const results = await this.db.batch(
      dates.map((date) => insert.bind(key.collection, key.packageId, date, seats, perPerson)),
    );
    return results.reduce((sum, result) => sum + result.meta.changes, 0);
  }

  /** Closes, reopens or resizes a departure; never below the seats already taken (the CHECK refuses it). */
  async changeDeparture(
    key: Key,
    change: { status?: 'open' | 'closed'; seats?: number },
  ): Promise<DepartureRow | null> {
    return this.db
      .prepare(
        `UPDATE departures SET status = COALESCE(?4, status), seats = COALESCE(?5, seats)
         WHERE collection = ?1 AND package_id = ?2 AND date = ?3 AND COALESCE(?5, seats) >= taken
         RETURNING date, seats, taken, per_person AS perPerson, status`,
      )
      .bind(key.collection, key.packageId, key.date, change.status ?? null, change.seats ?? null)
      .first<DepartureRow>();
  }

  /** Bookings for the console, newest first, filtered by status and departure. */
  async list(filter: {
    status?: BookingStatus;
    collection?: BookableCollection;
    packageId?: string;
    date?: string;
  }): Promise<BookingRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT ${BOOKING_COLUMNS} FROM bookings
         WHERE (?1 IS NULL OR status = ?1) AND (?2 IS NULL OR collection = ?2) AND (?3 IS NULL OR package_id = ?3)
           AND (?4 IS NULL OR date = ?4)
         ORDER BY created_at DESC, reference DESC LIMIT 1000`,
      )
      .bind(filter.status ?? null, filter.collection ?? null, filter.packageId ?? null, filter.date ?? null)
      .all<FlatBooking>();
    return results.map(bookingOf);
  }

  /**
   * The console's change, if the booking is in a state that allows it: confirming a held or claimed booking
   * (paid becomes at least the advance unless `paid` says otherwise), cancelling any live one (the trigger
   * returns its seats), a payment or a note on any. Null when the booking does not allow the change.
   */
  async update(
    reference: string,
    change: { status?: 'confirmed' | 'cancelled'; reason?: string; paid?: number; noteToTraveller?: string },
    now: Date,
  ): Promise<BookingRow | null> {
    const allowed = { confirmed: ['held', 'payment_claimed'], cancelled: ['held', 'payment_claimed', 'confirmed'] };
    const from = change.status ? allowed[change.status] : ['held', 'payment_claimed', 'confirmed'];
    const row = await this.db
      .prepare(
        `UPDATE bookings SET
           status = COALESCE(?2, status),
           cancel_reason = CASE WHEN ?2 = 'cancelled' THEN ?3 ELSE cancel_reason END,
           paid = COALESCE(?4, CASE WHEN ?2 = 'confirmed' THEN MAX(paid, advance_due) ELSE paid END),
           note_to_traveller = COALESCE(?5, note_to_traveller),
           updated_at = ?6
         WHERE reference = ?1 AND status IN (SELECT value FROM json_each(?7))
         RETURNING ${BOOKING_COLUMNS}`,
      )
      .bind(
        reference,
        change.status ?? null,
        change.reason ?? null,
        change.paid ?? null,
        change.noteToTraveller ?? null,
        now.toISOString(),
        JSON.stringify(from),
      )
      .first<FlatBooking>();
    return row ? bookingOf(row) : null;
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
