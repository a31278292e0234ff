import type { TrainDetail, TrainFare, TrainResult, TrainSearchQuery, TrainsAnswer } from '#shared/schemas/trains';
import { stationsOfCity } from '#shared/place-names';
import type { Env } from '../../env';
import { ApiError } from '../../http-error';
import { log } from '../../log';
import { TimetableD1 } from '../../storage/timetable-d1';
import { UpstreamCallsD1 } from '../../storage/upstream-calls-d1';
import { cached, type CacheRun } from '../edge-cache';
import { fetchLiveFares, fetchLiveTrains, trainApiConfig, type TrainApiConfig } from './irctc-client';
import { TIMETABLE_ATTRIBUTION, timetableTrain, timetableTrains } from './timetable-search';

/** Live answers are kept this long: timetables change a few times a year, quotas are monthly. */
export const LIVE_CACHE_TTL_S = 6 * 60 * 60;

type Options = { fetch: typeof fetch } & CacheRun;

function unknownStation(code: string, field: 'from' | 'to'): ApiError {
  return new ApiError(
    400,
    'unknown_station',
    `We do not know a station with the code '${code}'. Pick one from the suggestions.`,
    {
      [field]: 'Unknown station code',
    },
  );
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekday = (isoDate: string) => WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]!;

/**
 * Every call is paid: past the per-minute budget (all isolates together, counted in D1) the call is not made
 * and the timetable answers instead. Only real calls count, never cache hits.
 */
async function capped(env: Env, config: TrainApiConfig, run: CacheRun): Promise<void> {
  const budget = new UpstreamCallsD1(env.DB);
  const now = run.now();
  const calls = await budget.take(`trains:${config.baseUrl}`, now);
  if (calls === 1) run.defer(budget.prune(now));
  if (calls > config.maxPerMinute) {
    log('warn', 'trains.upstream_over_cap', { maxPerMinute: config.maxPerMinute });
    throw new ApiError(503, 'train_api_over_cap', 'Live train search has reached its limit for this minute.');
  }
}

/** Live trains for a pair, from the edge cache when a recent answer is there. */
async function liveTrains(env: Env, from: string, to: string, options: Options): Promise<TrainResult[]> {
  const config = trainApiConfig(env)!;
  // The API's address is part of the key: pointing TRAIN_API_URL elsewhere starts afresh.
  const key = `https://trains.cache/v3/${from}/${to}?api=${encodeURIComponent(config.baseUrl)}`;
  return cached(
    key,
    LIVE_CACHE_TTL_S,
    () => capped(env, config, options).then(() => fetchLiveTrains(config, options.fetch, from, to)),
    options,
  );
}

/**
 * A train's class-wise fares from the API, kept as long as the trains. Each lookup is a paid call under the same
 * per-minute cap; one that fails or is over the cap gives no fares (the train shows "fare on request"), is logged,
 * and is not kept, so a later search asks again.
 */
async function liveFares(env: Env, train: TrainResult, from: string, to: string, options: Options) {
  const config = trainApiConfig(env)!;
  const key = `https://trains.cache/fares/v2/${train.train_number}/${from}/${to}?api=${encodeURIComponent(config.baseUrl)}`;
  return cached<TrainFare[]>(
    key,
    LIVE_CACHE_TTL_S,
    () => capped(env, config, options).then(() => fetchLiveFares(config, options.fetch, train.train_number, from, to)),
    options,
  ).catch((error: unknown) => {
    const reason = error instanceof ApiError ? error.code : error instanceof Error ? error.name : 'unknown';
    log('warn', 'trains.fares_unavailable', { train: train.train_number, reason });
    return [];
  });
}

/**
 * The trains with the fares the API gives for their classes, in the train's order of classes (none invented: a
 * train the API gives no fare for keeps no `fares`, and shows "fare on request").
 */
const withLiveFares = (env: Env, trains: TrainResult[], from: string, to: string, options: Options) =>
  Promise.all(
    trains.map(async (train) => {
      const given = await liveFares(env, train, from, to, options);
      const fares = train.class_type.length
        ? train.class_type.flatMap((name) => given.filter((fare) => fare.class === name))
        : given;
      return fares.length ? { ...train, fares } : train;
    }),
  );

/**
 * Trains between two stations. Codes must name stations we know (renamed codes included) and two different
 * ones. With TRAIN_API_KEY set, the live API answers; otherwise the embedded timetable, with its credit line.
 * When the live API fails (5xx, 401/403/429, status:false, an unreadable answer, a timeout) or is over its
 * per-minute cap, the timetable answers too, and `fallback` carries the reason's code.
 */
export async function searchTrains(env: Env, query: TrainSearchQuery, options: Options): Promise<TrainsAnswer> {
  const store = new TimetableD1(env.DB);
  // One round trip: both stations and the timetable's trains (unused when the live API answers).
  const { from, to, segments } = await store.between(query.from, query.to);
  if (!from) throw unknownStation(query.from, 'from');
  if (!to) throw unknownStation(query.to, 'to');
  if (from.code === to.code) {
    throw new ApiError(
      400,
      'same_station',
      `${query.from} and ${query.to} are the same station (${from.name}). Pick two different stations.`,
      {
        to: 'From and To must be different stations',
      },
    );
  }
  let fallback: string | undefined;
  if (trainApiConfig(env)) {
    try {
      const trains = await liveTrains(env, query.from, query.to, options);
      const day = query.date ? weekday(query.date) : null;
      const running = day ? trains.filter((train) => !train.run_days || train.run_days.includes(day)) : trains;
      return { source: 'live', data: await withLiveFares(env, running, query.from, query.to, options) };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status < 500) throw error;
      fallback = error.code;
    }
  }
  const data = timetableTrains(segments, from, to, query.date);
  return { source: 'timetable', data, attribution: TIMETABLE_ATTRIBUTION, ...(fallback ? { fallback } : {}) };
}

/** A train by number from the embedded timetable (the train screen on reload), summarised for from → to when given. */
export async function findTrain(
  env: Env,
  number: string,
  codes: { from?: string; to?: string },
): Promise<TrainDetail | null> {
  const store = new TimetableD1(env.DB);
  const [from, to] = await Promise.all([
    codes.from ? store.station(codes.from) : null,
    codes.to ? store.station(codes.to) : null,
  ]);
  return timetableTrain(store, number, from, to);
}

export async function suggestStations(env: Env, text: string, limit: number) {
  const timetable = new TimetableD1(env.DB);
  // A city typed by today's or an older name (Bengaluru, Trivandrum) leads with its stations, whatever the
  // data set calls them; then the stations whose own code or name matches.
  const [ofCity, matching] = await Promise.all([
    timetable.stationsByCode(stationsOfCity(text)),
    timetable.searchStations(text, limit),
  ]);
  const seen = new Set<string>();
  return [...ofCity, ...matching].filter((row) => !seen.has(row.code) && seen.add(row.code)).slice(0, limit);
}
