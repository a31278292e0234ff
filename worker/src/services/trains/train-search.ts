import type { TrainDetail, TrainResult, TrainSearchQuery, TrainsAnswer } from '#shared/schemas/trains';
import type { Env } from '../../env';
import { ApiError } from '../../http-error';
import { TimetableD1 } from '../../storage/timetable-d1';
import { cached, type CacheRun } from '../edge-cache';
import { fetchLiveTrains, trainApiConfig } from './irctc-client';
import { TIMETABLE_ATTRIBUTION, timetableTrain, timetableTrains } from './timetable-search';

/** Live answers are kept this long: timetables change a few times a year, quotas are monthly. */
export const LIVE_CACHE_TTL_S = 6 * 60 * 60;

type Options = { fetch: typeof fetch } & CacheRun;

function unknownStation(code: string, field: 'from' | 'to'): ApiError {
  return new ApiError(400, 'unknown_station', `We do not know a station with the code '${code}'. Pick one from the suggestions.`, {
    [field]: 'Unknown station code',
  });
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekday = (isoDate: string) => WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]!;

/** Live trains for a pair, from the edge cache when a recent answer is there. */
async function liveTrains(env: Env, from: string, to: string, options: Options): Promise<TrainResult[]> {
  const config = trainApiConfig(env)!;
  // The API's address is part of the key: pointing TRAIN_API_URL elsewhere starts afresh.
  const key = `https://trains.cache/v3/${from}/${to}?api=${encodeURIComponent(config.baseUrl)}`;
  return cached(key, LIVE_CACHE_TTL_S, () => fetchLiveTrains(config, options.fetch, from, to), options);
}

/**
 * Trains between two stations. Codes must name stations we know (renamed codes included) and two different
 * ones. With TRAIN_API_KEY set, the live API answers; otherwise the embedded timetable, with its credit line.
 */
export async function searchTrains(env: Env, query: TrainSearchQuery, options: Options): Promise<TrainsAnswer> {
  const store = new TimetableD1(env.DB);
  // One round trip: both stations and the timetable's trains (unused when the live API answers).
  const { from, to, segments } = await store.between(query.from, query.to);
  if (!from) throw unknownStation(query.from, 'from');
  if (!to) throw unknownStation(query.to, 'to');
  if (from.code === to.code) {
    throw new ApiError(400, 'same_station', `${query.from} and ${query.to} are the same station (${from.name}). Pick two different stations.`, {
      to: 'From and To must be different stations',
    });
  }
  if (trainApiConfig(env)) {
    const trains = await liveTrains(env, query.from, query.to, options);
    const day = query.date ? weekday(query.date) : null;
    return { source: 'live', data: day ? trains.filter((train) => !train.run_days || train.run_days.includes(day)) : trains };
  }
  return { source: 'timetable', data: timetableTrains(segments, from, to, query.date), attribution: TIMETABLE_ATTRIBUTION };
}

/** A train by number from the embedded timetable (the train screen on reload), summarised for from → to when given. */
export async function findTrain(env: Env, number: string, codes: { from?: string; to?: string }): Promise<TrainDetail | null> {
  const store = new TimetableD1(env.DB);
  const [from, to] = await Promise.all([codes.from ? store.station(codes.from) : null, codes.to ? store.station(codes.to) : null]);
  return timetableTrain(store, number, from, to);
}

export async function suggestStations(env: Env, text: string, limit: number) {
  return new TimetableD1(env.DB).searchStations(text, limit);
}
