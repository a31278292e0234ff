// Where any reference stands, for /#/track: a request (visa, passport, forex, contact), a lead or a booking,
// with the contacts it was given (to check the visitor's) and the operator's note to the traveller.

export type Tracked = {
  kind: string;
  status: string;
  noteToTraveller: string | null;
  /** The mobile and email given with it (normalised as stored), never sent back. */
  contacts: (string | null)[];
};

type Row = { kind: string; status: string; note: string | null; phone: string | null; email: string | null };

export class TrackStore {
  constructor(private readonly db: D1Database) {}

  async find(reference: string): Promise<Tracked | null> {
    const row = await this.db
      .prepare(
        `SELECT kind, status, note_to_traveller AS note, json_extract(data, '$.phone') AS phone,
           json_extract(data, '$.email') AS email FROM submissions WHERE id = ?1
         UNION ALL
         SELECT kind, status, note_to_traveller, phone, NULL FROM leads WHERE id = ?1
         UNION ALL
         SELECT 'booking', status, note_to_traveller, mobile, email FROM bookings WHERE reference = ?1
         LIMIT 1`,
      )
      .bind(reference)
      .first<Row>();
    return row
      ? { kind: row.kind, status: row.status, noteToTraveller: row.note, contacts: [row.phone, row.email] }
      : null;
  }

  /** Sets the note to the traveller on a request or a lead; false when neither has that reference. */
  async setNote(reference: string, note: string | null): Promise<boolean> {
    const [requests, leads] = await this.db.batch([
      this.db.prepare('UPDATE submissions SET note_to_traveller = ? WHERE id = ?').bind(note, reference),
      this.db.prepare('UPDATE leads SET note_to_traveller = ? WHERE id = ?').bind(note, reference),
    ]);
    return requests!.meta.changes + leads!.meta.changes > 0;
  }
}

export const trackStoreFor = (env: { DB: D1Database }) => new TrackStore(env.DB);
