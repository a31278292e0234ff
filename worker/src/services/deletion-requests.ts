import type { AdminDeletionRequest } from '#shared/schemas/privacy';
import { normalizePhone } from '#shared/phone';
import type { Deps, Env } from '../env';
import { ApiError } from '../http-error';
import { deletionRequestsStoreFor } from '../storage/deletion-requests-d1';
import { RetentionD1 } from '../storage/retention-d1';

// Deletion requests: the visitor names a reference and the mobile given with it; an operator confirms, and the
// request's rows, files and history go (a booking keeps its amounts, without who made it).

const base32 = (bytes: Uint8Array) => Array.from(bytes, (byte) => 'ABCDEFGHJKMNPQRSTVWXYZ23456789'[byte % 30]).join('');

/** Records the request; what the reference named is kept only when the mobile matched. */
export async function requestDeletion(
  env: Env,
  deps: Pick<Deps, 'now' | 'random'>,
  request: { reference: string; mobile: string },
): Promise<{ id: string; matched: boolean }> {
  const store = deletionRequestsStoreFor(env);
  const holder = await store.holder(request.reference);
  const matches = holder?.phone ? normalizePhone(holder.phone) === request.mobile : false;
  const id = `DEL-${base32(deps.random(10))}`;
  await store.add({
    id,
    reference: request.reference,
    matched: matches ? holder!.matched : null,
    createdAt: deps.now().toISOString(),
  });
  return { id, matched: matches };
}

/** Deletes what a pending request names (when its mobile matched) and marks it done. */
export async function confirmDeletion(env: Env, id: string, now: Date): Promise<AdminDeletionRequest> {
  const store = deletionRequestsStoreFor(env);
  const request = await store.byId(id);
  if (!request) throw new ApiError(404, 'not_found', 'No deletion request with that id.');
  if (request.status !== 'pending')
    throw new ApiError(409, 'already_decided', `This request is already ${request.status}.`);
  if (request.matched === 'booking') {
    await store.anonymiseBooking(request.reference);
  } else if (request.matched) {
    const holder = await store.holder(request.reference);
    const table = request.matched === 'submission' ? 'submissions' : 'leads';
    await new RetentionD1(env.DB, env.FILES).remove(table, {
      ids: [request.reference],
      fileKeys: holder?.fileKey ? [holder.fileKey] : [],
    });
  }
  const decided = await store.decide(id, 'done', now);
  if (!decided) throw new ApiError(409, 'already_decided', 'This request was decided meanwhile.');
  return decided;
}
