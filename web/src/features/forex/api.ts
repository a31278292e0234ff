import { API } from '#shared/api-paths';
import type { CurrencyCode } from '#shared/constants';
import { rateAnswerSchema, type RateAnswer } from '#shared/schemas/rates';
import { submissionAnswerSchema } from '#shared/schemas/submissions';
import { ApiClientError, apiGet, apiPost } from '../../lib/api-client';

/** GET /api/rates: `rates[to]` is `amount` converted (the shape of the spec's exchange-rate call). */
export function fetchRate(amount: number, from: CurrencyCode, to: CurrencyCode, signal?: AbortSignal): Promise<RateAnswer> {
  const query = new URLSearchParams({ amount: String(amount), from, to });
  return apiGet(`${API.rates}?${query}`, rateAnswerSchema, { signal });
}

export type ForexSubmitOutcome = { ok: true; id: string } | { ok: false; reason: 'rejected'; message: string; fields: Record<string, string> } | { ok: false; reason: 'network' };

export async function submitForexRequest(body: Record<string, unknown>, idempotencyKey: string): Promise<ForexSubmitOutcome> {
  try {
    const answer = await apiPost(API.proxy('forex'), body, submissionAnswerSchema, { headers: { 'Idempotency-Key': idempotencyKey } });
    return { ok: true, id: answer.id };
  } catch (error) {
    if (error instanceof ApiClientError && error.status > 0) return { ok: false, reason: 'rejected', message: error.message, fields: error.fields ?? {} };
    return { ok: false, reason: 'network' };
  }
}
