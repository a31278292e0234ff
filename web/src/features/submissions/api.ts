import { API } from '#shared/api-paths';
import { submissionAnswerSchema, type SubmissionKind } from '#shared/schemas/submissions';
import { ApiClientError, apiPost } from '../../lib/api-client';

/** What became of a submit: stored (with its reference), refused by the server, or never answered. */
export type SubmitOutcome =
  | { ok: true; id: string }
  | { ok: false; reason: 'rejected'; message: string; fields: Record<string, string> }
  | { ok: false; reason: 'network' };

export async function sendSubmission(kind: SubmissionKind, body: Record<string, unknown>, idempotencyKey: string): Promise<SubmitOutcome> {
  try {
    const answer = await apiPost(API.proxy(kind), body, submissionAnswerSchema, { headers: { 'Idempotency-Key': idempotencyKey } });
    return { ok: true, id: answer.id };
  } catch (error) {
    if (error instanceof ApiClientError && error.status > 0) {
      return { ok: false, reason: 'rejected', message: error.message, fields: error.fields ?? {} };
    }
    return { ok: false, reason: 'network' };
  }
}
