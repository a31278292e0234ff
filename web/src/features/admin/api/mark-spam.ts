import * as z from 'zod';
import { api } from '../../../lib/api';
import { readAnswer } from '../../../lib/api-client';

/** POST /api/admin/submissions/spam: marks the chosen requests and leads as spam; answers how many changed. */
export async function markSpam(ids: string[]) {
  const answer = await readAnswer(
    () => api.admin.submissions.spam.$post({ json: { ids } }),
    z.object({ updated: z.number() }),
  );
  return answer.updated;
}
