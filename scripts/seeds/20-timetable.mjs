// Loads the embedded Indian Railways timetable (worker/seed/railways) into local D1, replacing what was there.
// 186k stops go in as multi-row INSERTs of a few hundred rows each: one statement per row would take minutes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'worker/seed/railways';
export const inputs = ['stations.json', 'trains.json', 'aliases.json'].map((file) => `${DIR}/${file}`);

/** Table → columns, in the order every row array below uses. */
export const TIMETABLE_COLUMNS = {
  stations: ['code', 'name', 'state', 'zone', 'train_count'],
  station_aliases: ['alias', 'code'],
  trains: ['number', 'name', 'type', 'classes', 'run_days', 'origin_code', 'destination_code'],
  train_stops: ['train_number', 'seq', 'station_code', 'arr', 'dep', 'km'],
};

export function readTimetable(dir = DIR) {
  const read = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  return { stations: read('stations.json'), trains: read('trains.json'), aliases: read('aliases.json') };
}

/** The data set (meta.json's schema) flattened into rows per table. */
export function timetableRows({ stations, trains, aliases }) {
  const trainCount = new Map();
  for (const train of trains) {
    for (const code of new Set(train.s.map(([code]) => code))) trainCount.set(code, (trainCount.get(code) ?? 0) + 1);
  }
  return {
    stations: stations.map((s) => [s.code, s.name, s.state ?? null, s.zone ?? null, trainCount.get(s.code) ?? 0]),
    station_aliases: Object.entries(aliases),
    trains: trains.map((t) => [
      t.no,
      t.name,
      t.type ?? null,
      (t.cls ?? []).join(','),
      t.days ?? null,
      t.s[0][0],
      t.s[t.s.length - 1][0],
    ]),
    train_stops: trains.flatMap((t) => t.s.map(([code, arr, dep, km], seq) => [t.no, seq, code, arr, dep, km])),
  };
}

const literal = (value) =>
  value === null || value === undefined
    ? 'NULL'
    : typeof value === 'number'
      ? String(value)
      : `'${String(value).replaceAll("'", "''")}'`;

/** DELETE then INSERT statements of at most `perStatement` rows (kept well under D1's statement size limit). */
export function timetableSql(rows, perStatement = 400) {
  const statements = Object.keys(TIMETABLE_COLUMNS).map((table) => `DELETE FROM ${table};`);
  for (const [table, columns] of Object.entries(TIMETABLE_COLUMNS)) {
    const tableRows = rows[table];
    for (let start = 0; start < tableRows.length; start += perStatement) {
      const values = tableRows
        .slice(start, start + perStatement)
        .map((row) => `(${row.map(literal).join(',')})`)
        .join(',');
      statements.push(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${values};`);
    }
  }
  return statements.join('\n');
}

export async function build(outDir) {
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, 'timetable.sql');
  writeFileSync(file, timetableSql(timetableRows(readTimetable())));
  return [file];
}
