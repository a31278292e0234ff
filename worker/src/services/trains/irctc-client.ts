import * as z from 'zod';
import { readableTrainName } from '#shared/train-name';
import type { TrainFare, TrainResult } from '#shared/schemas/trains';
import type { Env } from '../../env';
import { ApiError } from '../../http-error';
import { log } from '../../log';

// The third-party trains-between-stations API (RapidAPI "IRCTC", v2 shape — the one the original app read).
// Called from the worker only: the key stays in the worker's secrets and never reaches a browser.

export const DEFAULT_TRAIN_API_URL = 'https://irctc1.p.rapidapi.com';
export const DEFAULT_TRAIN_API_TIMEOUT_MS = 8000;
/** Calls per minute, all clients together, before the embedded timetable answers instead (each call is paid). */
export const DEFAULT_TRAIN_API_MAX_PER_MINUTE = 30;

export type TrainApiConfig = { key: string; baseUrl: string; host: string; timeoutMs: number; maxPerMinute: number };

const positive = (setting: string | undefined, fallback: number) => {
  const value = Number(setting);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The live API's settings, or null when no key is configured (the embedded timetable answers then). */
export function trainApiConfig(env: Env): TrainApiConfig | null {
  if (!env.TRAIN_API_KEY) return null;
  const baseUrl = (env.TRAIN_API_URL || DEFAULT_TRAIN_API_URL).replace(/\/$/, '');
  return {
    key: env.TRAIN_API_KEY,
    baseUrl,
    host: env.TRAIN_API_HOST || new URL(baseUrl).host,
    timeoutMs: positive(env.TRAIN_API_TIMEOUT_MS, DEFAULT_TRAIN_API_TIMEOUT_MS),
    maxPerMinute: Math.floor(positive(env.TRAIN_API_MAX_PER_MINUTE, DEFAULT_TRAIN_API_MAX_PER_MINUTE)),
  };
}

/** What we read of a v2 item; `distance` arrives as a string ("1386") and times as "HH:MM:SS". */
const upstreamTrain = z.object({
  train_number: z.coerce.string(),
  train_name: z.string(),
  train_type: z.string().nullish(),
  run_days: z.array(z.string()).nullish(),
  train_origin_station: z.string(),
  train_origin_station_code: z.string().nullish(),
  train_destination_station: z.string(),
  train_destination_station_code: z.string().nullish(),
  depart_time: z.string().regex(/^\d{1,2}:\d{2}/),
  arrival_time: z.string().regex(/^\d{1,2}:\d{2}/),
  distance: z.coerce.number().nonnegative(),
  class_type: z.array(z.string()).default([]),
});
const upstreamAnswer = z.union([
  z.object({ status: z.literal(true), data: z.array(upstreamTrain) }),
  z.object({ status: z.literal(false), message: z.string().default('') }),
]);

const hhmm = (time: string) => time.slice(0, 5).padStart(5, '0');
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, '0');

/** The v2 item in our shape. v2 gives clock times only: arriving at an earlier clock time means the next day. */
function toResult(item: z.infer<typeof upstreamTrain>, from: string, to: string): TrainResult {
  const depart = hhmm(item.depart_time);
  const arrive = hhmm(item.arrival_time);
  const arrivalDay = minutes(arrive) <= minutes(depart) ? 1 : 0;
  const travel = minutes(arrive) + arrivalDay * 1440 - minutes(depart);
  return {
    train_number: item.train_number,
    train_name: readableTrainName(item.train_name),
    train_type: item.train_type ?? null,
    train_origin_station: item.train_origin_station,
    train_origin_station_code: item.train_origin_station_code ?? undefined,
    train_destination_station: item.train_destination_station,
    train_destination_station_code: item.train_destination_station_code ?? undefined,
    from_station_code: from,
    to_station_code: to,
    depart_time: depart,
    arrival_time: arrive,
    from_day_offset: 0,
    arrival_day_offset: arrivalDay,
    duration: `${Math.floor(travel / 60)}:${pad(travel % 60)}`,
    distance: item.distance,
    class_type: item.class_type,
    run_days: item.run_days ?? null,
  };
}

/**
 * What we read of a v2 getFare answer: the general quota's fare per class, whole rupees. A class the train has but
 * the answer cannot price comes as `fare: ""` (seen for 1A under tatkal); such a class is left out, never guessed.
 */
const upstreamFares = z.object({
  status: z.literal(true),
  data: z.object({
    general: z
      .array(z.object({ classType: z.string().min(1), fare: z.union([z.number(), z.string()]).nullish() }))
      .default([]),
  }),
});

/** The class-wise fares of a getFare answer, or null when it is not one (status false, another shape). */
export function faresFrom(answer: unknown): TrainFare[] | null {
  const parsed = upstreamFares.safeParse(answer);
  if (!parsed.success) return null;
  return parsed.data.data.general.flatMap(({ classType, fare }) => {
    const amount = typeof fare === 'string' && fare.trim() ? Number(fare) : fare;
    return typeof amount === 'number' && Number.isInteger(amount) && amount > 0 ? [{ class: classType, amount }] : [];
  });
}

const unavailable = (code: string, message: string, status: 502 | 503 | 504 = 502) =>
  new ApiError(status, code, message);
const LATER = 'Please try again later, or send us your journey on WhatsApp and we will check for you.';

/** Calls the API for trains from → to (codes as the traveller typed them). Every failure is an ApiError with a clear message. */
export async function fetchLiveTrains(
  config: TrainApiConfig,
  fetcher: typeof fetch,
  from: string,
  to: string,
): Promise<TrainResult[]> {
  const url = `${config.baseUrl}/api/v2/trainBetweenStations?fromStationCode=${encodeURIComponent(from)}&toStationCode=${encodeURIComponent(to)}`;
  let res: Response;
  try {
    res = await fetcher(url, {
      headers: { 'x-rapidapi-key': config.key, 'x-rapidapi-host': config.host, Accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    log('warn', 'trains.upstream_failed', { reason: timedOut ? 'timeout' : 'network' });
    if (timedOut)
      throw unavailable('train_api_timeout', `The live train search took too long to answer. ${LATER}`, 504);
    throw unavailable('train_api_unreachable', `The live train search could not be reached. ${LATER}`);
  }

  if (!res.ok) {
    log('warn', 'trains.upstream_failed', { reason: 'status', status: res.status });
    if (res.status === 401 || res.status === 403) {
      throw unavailable(
        'train_api_refused',
        `Live train search is unavailable: our train data provider refused our access. ${LATER}`,
        503,
      );
    }
    if (res.status === 429) {
      throw unavailable('train_api_busy', `Live train search has reached its request limit for now. ${LATER}`, 503);
    }
    throw unavailable('train_api_unavailable', `The live train search is not answering right now. ${LATER}`);
  }

  const parsed = upstreamAnswer.safeParse(await res.json().catch(() => null));
  if (!parsed.success) {
    log('warn', 'trains.upstream_failed', { reason: 'shape' });
    throw unavailable('train_api_bad_answer', `The live train search sent an answer we could not read. ${LATER}`);
  }
  if (parsed.data.status === false) {
    log('warn', 'trains.upstream_failed', { reason: 'status_false' });
    const said = parsed.data.message.trim().slice(0, 200);
    throw unavailable('train_api_error', `The live train search could not answer${said ? `: ${said}` : ''}. ${LATER}`);
  }
  return parsed.data.data.map((item) => toResult(item, from, to));
}

/**
 * The API's class-wise fares (general quota) for one train from → to. Throws on any failure (network, timeout,
 * status, an answer we cannot read): the caller then shows no fare for that train.
 */
export async function fetchLiveFares(
  config: TrainApiConfig,
  fetcher: typeof fetch,
  trainNo: string,
  from: string,
  to: string,
): Promise<TrainFare[]> {
  const query = new URLSearchParams({ trainNo, fromStationCode: from, toStationCode: to });
  const res = await fetcher(`${config.baseUrl}/api/v2/getFare?${query}`, {
    headers: { 'x-rapidapi-key': config.key, 'x-rapidapi-host': config.host, Accept: 'application/json' },
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!res.ok) throw new Error(`getFare answered ${res.status}`);
  const fares = faresFrom(await res.json().catch(() => null));
  if (!fares) throw new Error('getFare sent an answer we could not read');
  return fares;
}
