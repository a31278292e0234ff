// The embedded timetable in D1 (tables from migrations/0003_timetable.sql, filled by scripts/seeds/20-timetable.mjs).
// Times are minutes after 00:00 of the day the train leaves its origin.

export type StationRow = { code: string; name: string; state: string | null };

export type TrainRow = {
  number: string;
  name: string;
  type: string | null;
  classes: string;
  run_days: string | null;
  origin_code: string;
  origin_name: string;
  destination_code: string;
  destination_name: string;
};

/** One train calling at both stations, boarding before alighting. */
export type SegmentRow = TrainRow & {
  from_seq: number;
  from_dep: number;
  from_km: number;
  to_seq: number;
  to_arr: number;
  to_km: number;
};

export type StopRow = {
  seq: number;
  station_code: string;
  station_name: string;
  arr: number | null;
  dep: number | null;
  km: number;
};

const TRAIN_COLUMNS = `t.number, t.name, t.type, t.classes, t.run_days,
  t.origin_code, o.name AS origin_name, t.destination_code, d.name AS destination_name`;

export class TimetableD1 {
  constructor(private readonly db: D1Database) {}

  private stationStatement(code: string) {
    return this.db
      .prepare(
        `SELECT s.code, s.name, s.state FROM stations s
         WHERE s.code = ?1 OR s.code = (SELECT code FROM station_aliases WHERE alias = ?1)
         ORDER BY s.code = ?1 DESC LIMIT 1`,
      )
      .bind(code);
  }

  /** The station a code names, following renamed codes (MMCT → BCT); null when no station has it. */
  async station(code: string): Promise<StationRow | null> {
    return this.stationStatement(code).first<StationRow>();
  }

  /** The stations with these codes, in the order given; codes without a station are left out. */
  async stationsByCode(codes: readonly string[]): Promise<StationRow[]> {
    if (!codes.length) return [];
    const { results } = await this.db
      .prepare(`SELECT code, name, state FROM stations WHERE code IN (${codes.map(() => '?').join(', ')})`)
      .bind(...codes)
      .all<StationRow>();
    return codes.flatMap((code) => results.filter((row) => row.code === code));
  }

  /**
   * Autocomplete: an exact code (or renamed code) first, then stations whose code or any word of whose
   * name starts with the text, busiest first.
   */
  async searchStations(text: string, limit: number): Promise<StationRow[]> {
    const q = text.replace(/[%_\\]/g, '').trim();
    if (!q) return [];
    const { results } = await this.db
      .prepare(
        `SELECT code, name, state FROM stations
         WHERE code LIKE ?1 || '%' OR name LIKE ?1 || '%' OR name LIKE '% ' || ?1 || '%' OR name LIKE '%-' || ?1 || '%'
            OR code IN (SELECT code FROM station_aliases WHERE alias = upper(?1))
         ORDER BY (code = upper(?1) OR code IN (SELECT code FROM station_aliases WHERE alias = upper(?1))) DESC,
                  train_count DESC, name
         LIMIT ?2`,
      )
      .bind(q, limit)
      .all<StationRow>();
    return results;
  }

  /**
   * Both stations (codes as typed, renamed codes followed) and every train that calls at the first and later
   * at the second, in one round trip to D1.
   */
  async between(
    fromCode: string,
    toCode: string,
  ): Promise<{ from: StationRow | null; to: StationRow | null; segments: SegmentRow[] }> {
    const [from, to, segments] = await this.db.batch([
      this.stationStatement(fromCode),
      this.stationStatement(toCode),
      this.db
        .prepare(
          `SELECT ${TRAIN_COLUMNS},
             a.seq AS from_seq, a.dep AS from_dep, a.km AS from_km, b.seq AS to_seq, b.arr AS to_arr, b.km AS to_km
           FROM train_stops a
           JOIN train_stops b ON b.station_code = coalesce((SELECT code FROM station_aliases WHERE alias = ?2), ?2)
             AND b.train_number = a.train_number AND b.seq > a.seq
           JOIN trains t ON t.number = a.train_number
           JOIN stations o ON o.code = t.origin_code
           JOIN stations d ON d.code = t.destination_code
           WHERE a.station_code = coalesce((SELECT code FROM station_aliases WHERE alias = ?1), ?1)
             AND a.dep IS NOT NULL AND b.arr IS NOT NULL`,
        )
        .bind(fromCode, toCode),
    ]);
    return {
      from: (from?.results[0] as StationRow | undefined) ?? null,
      to: (to?.results[0] as StationRow | undefined) ?? null,
      segments: (segments?.results ?? []) as SegmentRow[],
    };
  }

  async train(number: string): Promise<{ train: TrainRow; stops: StopRow[] } | null> {
    const [trainResult, stopsResult] = await this.db.batch([
      this.db
        .prepare(
          `SELECT ${TRAIN_COLUMNS} FROM trains t
           JOIN stations o ON o.code = t.origin_code JOIN stations d ON d.code = t.destination_code
           WHERE t.number = ?1`,
        )
        .bind(number),
      this.db
        .prepare(
          `SELECT p.seq, p.station_code, s.name AS station_name, p.arr, p.dep, p.km
           FROM train_stops p JOIN stations s ON s.code = p.station_code
           WHERE p.train_number = ?1 ORDER BY p.seq`,
        )
        .bind(number),
    ]);
    const train = (trainResult?.results[0] as TrainRow | undefined) ?? null;
    if (!train) return null;
    return { train, stops: (stopsResult?.results ?? []) as StopRow[] };
  }
}
