import type { CurrencyCode } from '#shared/currencies';
import { rateAnswerSchema, type RateAnswer } from '#shared/schemas/rates';
import { api } from '../../lib/api';
import { readAnswer } from '../../lib/api-client';

/** GET /api/rates: `rates[to]` is `amount` converted (the shape of the spec's exchange-rate call). */
export function fetchRate(amount: number, from: CurrencyCode, to: CurrencyCode): Promise<RateAnswer> {
  return readAnswer(() => api.rates.$get({ query: { amount: String(amount), from, to } }), rateAnswerSchema);
}
