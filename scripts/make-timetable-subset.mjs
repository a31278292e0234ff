// Cuts the slice of the real timetable the worker tests load into D1 (worker/test/fixtures/timetable-subset.json):
// every train that runs between one of the pairs below, with every station those trains call at, and all aliases.
// Rows are in the seed's table layout, so the tests insert exactly what `npm start` would.
//   node scripts/make-timetable-subset.mjs
import { writeFileSync } from 'node:fs';
import { readTimetable, timetableRows } from './seeds/20-timetable.mjs';

const PAIRS = [
  ['NDLS', 'BCT'], // Delhi–Mumbai: Rajdhani, Duronto, Janata (the reference search)
  ['MAS', 'TPTY'], // Chennai–Tirupati, for darshan travellers
  ['SBC', 'MAS'], // Bengaluru–Chennai: day trains, chair car
];
const OUT = 'worker/test/fixtures/timetable-subset.json';

const full = readTimetable();
const calls = (train, code) => train.s.some(([stop]) => stop === code);
const trains = full.trains.filter((train) => PAIRS.some(([a, b]) => calls(train, a) && calls(train, b)));
const used = new Set(trains.flatMap((train) => train.s.map(([code]) => code)));
const stations = full.stations.filter((station) => used.has(station.code));
const rows = timetableRows({ stations, trains, aliases: full.aliases });
// Busy-station ranking comes from the full timetable, so autocomplete orders the same as in production.
const fullCounts = new Map(timetableRows(full).stations.map((row) => [row[0], row[4]]));
rows.stations = rows.stations.map((row) => [...row.slice(0, 4), fullCounts.get(row[0]) ?? 0]);

writeFileSync(OUT, JSON.stringify(rows) + '\n');
console.log(`${OUT}: ${trains.length} trains, ${rows.train_stops.length} stops, ${stations.length} stations`);
