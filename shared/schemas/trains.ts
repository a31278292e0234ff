import { z } from 'zod';
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
  from_station_code: z.string().optional(),
  to_station_code: z.string().optional(),
  /** Days after the train leaves its origin that it reaches the boarding station. */
  from_day_offset: z.number().int().nonnegative().default(0),
  /** Days after boarding that it arrives (0 = same day). */
  arrival_day_offset: z.number().int().nonnegative().default(0),
  duration: z.string().optional(),
  run_days: z.array(z.string()).nullable().optional(),
});
export type TrainResult = z.infer<typeof trainResultSchema>;
export const trainsAnswerSchema = z.object({ data: z.array(trainResultSchema) });

export const stationSchema = z.object({ code: z.string(), name: z.string(), state: z.string().nullable().optional() });
export type Station = z.infer<typeof stationSchema>;
export const stationsAnswerSchema = z.object({ data: z.array(stationSchema) });
