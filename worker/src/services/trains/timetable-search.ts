import type { TrainDetail, TrainResult } from '#shared/schemas/trains';
import { readableTrainName } from '#shared/train-name';
import meta from '../../../seed/railways/meta.json';
import type { SegmentRow, StationRow, StopRow, TimetableD1, TrainRow } from '../../storage/timetable-d1';

// Trains between two stations from the embedded timetable. Times in the data are minutes after 00:00 of the
// day the train leaves its origin, so a time's day is floor(t / 1440) and its clock time is t mod 1440.

/** The data licence (GODL-India) asks for this credit wherever the timetable is shown. */
export const TIMETABLE_ATTRIBUTION: string = meta.attribution;

const DAY = 1440;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const pad = (n: number) => String(n).padStart(2, '0');
export const clock = (minutes: number) => `${pad(Math.floor((minutes % DAY) / 60))}:${pad(minutes % 60)}`;
const duration = (minutes: number) => `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;

/** '1111100' → ['Mon', …, 'Fri']; null when the data does not know. */
const runDays = (bits: string | null) => (bits ? WEEKDAYS.filter((_, i) => bits[i] === '1') : null);

/** Monday = 0 … Sunday = 6 for an ISO date, shifted back by `daysBefore`. */
function weekdayIndex(isoDate: string, daysBefore = 0) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return (((date.getUTCDay() + 6 - daysBefore) % 7) + 7) % 7;
}

/** Whether a train boarding on `date` at a stop `fromDay` days after its origin departure runs that day. */
function runsOn(bits: string | null, date: string, fromDay: number) {
  return !bits || bits[weekdayIndex(date, fromDay)] === '1';
}

function trainFields(train: TrainRow) {
  return {
    train_number: train.number,
    train_name: readableTrainName(train.name),
    train_type: train.type,
    train_origin_station: train.origin_name,
    train_origin_station_code: train.origin_code,
    train_destination_station: train.destination_name,
    train_destination_station_code: train.destination_code,
    class_type: train.classes ? train.classes.split(',') : [],
    run_days: runDays(train.run_days),
  };
}

function segment(
  train: TrainRow,
  from: StationRow,
  to: StationRow,
  leg: { dep: number; arr: number; km: number; stops: number },
): TrainResult {
  const fromDay = Math.floor(leg.dep / DAY);
  return {
    ...trainFields(train),
    from_station_code: from.code,
    from_station_name: from.name,
    to_station_code: to.code,
    to_station_name: to.name,
    depart_time: clock(leg.dep),
    arrival_time: clock(leg.arr),
    from_day_offset: fromDay,
    arrival_day_offset: Math.floor(leg.arr / DAY) - fromDay,
    duration: duration(leg.arr - leg.dep),
    distance: leg.km,
    stop_count: leg.stops,
  };
}

const legOf = (row: SegmentRow) => ({
  dep: row.from_dep,
  arr: row.to_arr,
  km: row.to_km - row.from_km,
  stops: row.to_seq - row.from_seq,
});

/**
 * Trains on the found segments, ordered by departure time at the boarding station. With a date, only trains
 * the data knows to run that day are kept (trains with unknown running days always are).
 */
export function timetableTrains(rows: SegmentRow[], from: StationRow, to: StationRow, date?: string): TrainResult[] {
  // A train calling twice at a station (loops) appears once, on its shortest ride.
  const best = new Map<string, SegmentRow>();
  for (const row of rows) {
    const kept = best.get(row.number);
    if (!kept || row.to_km - row.from_km < kept.to_km - kept.from_km) best.set(row.number, row);
  }
  return [...best.values()]
    .filter((row) => !date || runsOn(row.run_days, date, Math.floor(row.from_dep / DAY)))
    .sort((a, b) => (a.from_dep % DAY) - (b.from_dep % DAY) || a.number.localeCompare(b.number))
    .map((row) => segment(row, from, to, legOf(row)));
}

const stopOf = (stop: StopRow) => {
  const first = stop.arr ?? stop.dep ?? 0;
  return {
    code: stop.station_code,
    name: stop.station_name,
    arrival: stop.arr === null ? null : clock(stop.arr),
    departure: stop.dep === null ? null : clock(stop.dep),
    day: Math.floor(first / DAY) + 1,
    distance: stop.km,
  };
};

/**
 * One train with its whole route. The summary is the searched segment when the train calls at `from` and
 * later at `to`; otherwise origin to destination.
 */
export async function timetableTrain(
  store: TimetableD1,
  number: string,
  from?: StationRow | null,
  to?: StationRow | null,
): Promise<TrainDetail | null> {
  const found = await store.train(number);
  if (!found || found.stops.length < 2) return null;
  const { train, stops } = found;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const boarding = (from && stops.find((stop) => stop.station_code === from.code && stop.dep !== null)) || first;
  const alighting =
    (to && stops.find((stop) => stop.station_code === to.code && stop.seq > boarding.seq && stop.arr !== null)) || last;
  const [start, end] = boarding.seq < alighting.seq ? [boarding, alighting] : [first, last];
  const station = (stop: StopRow): StationRow => ({ code: stop.station_code, name: stop.station_name, state: null });
  return {
    ...segment(train, station(start), station(end), {
      dep: start.dep ?? 0,
      arr: end.arr ?? 0,
      km: end.km - start.km,
      stops: end.seq - start.seq,
    }),
    stops: stops.map(stopOf),
  };
}
