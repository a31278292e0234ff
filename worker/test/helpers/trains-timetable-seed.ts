import { env } from 'cloudflare:workers';
import subset from '../fixtures/timetable-subset.json';

// The columns of each table, in the order the subset's rows (scripts/make-timetable-subset.mjs) hold them.
const COLUMNS = {
  stations: ['code', 'name', 'state', 'zone', 'train_count'],
  station_aliases: ['alias', 'code'],
  trains: ['number', 'name', 'type', 'classes', 'run_days', 'origin_code', 'destination_code'],
  train_stops: ['train_number', 'seq', 'station_code', 'arr', 'dep', 'km'],
} as const;

/** Loads the real-timetable subset into this test file's D1, in the seed's table layout. */
export async function seedTimetable() {
  const statements = Object.entries(COLUMNS).flatMap(([table, columns]) => {
    const sql = `INSERT OR REPLACE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    return (subset[table as keyof typeof COLUMNS] as (string | number | null)[][]).map((row) =>
      env.DB.prepare(sql).bind(...row),
    );
  });
  await env.DB.batch(statements);
}
