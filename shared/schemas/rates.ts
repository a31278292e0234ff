import * as z from 'zod';
import { CURRENCY_CODES } from '../currencies';

export const rateQuerySchema = z
  .object({
    // Plain decimal text only: Number() would also read '0x10', '0b11', ' 5' and 'Infinity'.
    amount: z
      .string()
      .regex(/^(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/, 'amount must be a decimal number')
      .transform(Number)
      .pipe(z.number().positive('amount must be above 0').max(1e12, 'amount is too large'))
      .default(1),
    from: z.string().trim().toUpperCase().pipe(z.enum(CURRENCY_CODES, 'Unsupported currency')),
    to: z.string().trim().toUpperCase().pipe(z.enum(CURRENCY_CODES, 'Unsupported currency')),
  })
  .refine((query) => query.from !== query.to, { message: 'Pick two different currencies', path: ['to'] });
export type RateQuery = z.infer<typeof rateQuerySchema>;

/** The rate service's answer, in the shape the spec's client reads (`rates[TO]`). */
export const rateAnswerSchema = z.object({
  amount: z.number(),
  base: z.string(),
  date: z.string(),
  rates: z.record(z.string(), z.number()),
  /** True when every live service failed and a dated reference snapshot answered. */
  indicative: z.boolean().optional(),
});
export type RateAnswer = z.infer<typeof rateAnswerSchema>;
