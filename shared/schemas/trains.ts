import * as z from 'zod';
import { isoDate } from './common';

export const stationCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{1,5}$/, 'Station codes are 1 to 5 letters, e.g. NDLS');

export const trainSearchQuerySchema = z
  .object({
    from: stationCode,
    to: stationCode,
    date: isoDate.optional(),
  })
  .refine((query) => query.from !== query.to, { message: 'From and To must be different stations', path: ['to'] });
export type TrainSearchQuery = z.infer<typeof trainSearchQuerySchema>;

/** Train numbers as printed on tickets: 5 digits (a few old ones have 4). */
export const trainNumber = z
  .string()
  .trim()
  .regex(/^\d{4,5}$/, 'Train numbers are 4 or 5 digits, e.g. 12952');

/** One class's fare (general quota, per adult) in whole rupees, as a fare source gave it. */
export const trainFareSchema = z.object({ class: z.string(), amount: z.number().int().positive() });
export type TrainFare = z.infer<typeof trainFareSchema>;

/** One train between two stations: the spec's fields (§3) plus codes and day offsets for honest times. */
export const trainResultSchema = z.object({
  train_number: z.string(),
  train_name: z.string(),
  train_origin_station: z.string(),
  train_destination_station: z.string(),
  depart_time: z.string(),
  arrival_time: z.string(),
  class_type: z.array(z.string()),
  distance: z.number(),
  train_type: z.string().nullable().optional(),
  train_origin_station_code: z.string().optional(),
  train_destination_station_code: z.string().optional(),
  from_station_code: z.string().optional(),
  from_station_name: z.string().optional(),
  to_station_code: z.string().optional(),
  to_station_name: z.string().optional(),
  /** Days after the train leaves its origin that it reaches the boarding station. */
  from_day_offset: z.number().int().nonnegative().default(0),
  /** Days after boarding that it arrives (0 = same day). */
  arrival_day_offset: z.number().int().nonnegative().default(0),
  /** Journey time 'H:MM' from boarding to arrival. */
  duration: z.string().optional(),
  run_days: z.array(z.string()).nullable().optional(),
  /** Stations from boarding to arrival, counting the arrival. */
  stop_count: z.number().int().optional(),
  /** Fares per class in whole rupees, only where a fare source (a configured train API) gave them. */
  fares: z.array(trainFareSchema).optional(),
});
export type TrainResult = z.infer<typeof trainResultSchema>;

/**
 * `data` is the spec's list; `source` says where it came from, `attribution` is the data licence's credit line.
 * `fallback` is set when the live API was configured but the timetable answered: the reason's code
 * (train_api_unavailable, train_api_timeout, train_api_refused, train_api_busy, train_api_error,
 * train_api_bad_answer, train_api_unreachable, train_api_over_cap).
 */
export const trainsAnswerSchema = z.object({
  data: z.array(trainResultSchema),
  source: z.enum(['timetable', 'live']).optional(),
  attribution: z.string().optional(),
  fallback: z.string().optional(),
});
export type TrainsAnswer = z.infer<typeof trainsAnswerSchema>;

/** One call of a train on its route; times 'HH:MM' (null at the origin's arrival and the terminus's departure). */
export const trainStopSchema = z.object({
  code: z.string(),
  name: z.string(),
  arrival: z.string().nullable(),
  departure: z.string().nullable(),
  /** Day of the journey (1 = the day the train leaves its origin). */
  day: z.number().int().positive(),
  distance: z.number(),
});
export type TrainStop = z.infer<typeof trainStopSchema>;

/** A train by number (the train screen on reload): the searched segment when known, and its whole route. */
export const trainDetailSchema = trainResultSchema.extend({ stops: z.array(trainStopSchema) });
export type TrainDetail = z.infer<typeof trainDetailSchema>;
export const trainDetailAnswerSchema = z.object({ data: trainDetailSchema, attribution: z.string().optional() });

export const trainDetailQuerySchema = z.object({ from: stationCode.optional(), to: stationCode.optional() });

export const stationSchema = z.object({ code: z.string(), name: z.string(), state: z.string().nullable().optional() });
export type Station = z.infer<typeof stationSchema>;
export const stationsAnswerSchema = z.object({ data: z.array(stationSchema) });

/** Autocomplete text: a code or part of a name. */
export const stationQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type a station name or code').max(40, 'Station searches are at most 40 characters'),
});

/** At most this many autocomplete suggestions. */
export const STATION_SUGGESTIONS_MAX = 10;
