import * as z from 'zod';
import { adminStatusSchema, sessionStateSchema } from '#shared/schemas/admin';
import { api } from '../../../lib/api';
import { ApiClientError, readAnswer } from '../../../lib/api-client';

/** GET /api/admin/status: false when ADMIN_TOKEN is not set (an older worker without the route counts as off). */
export async function getAdminEnabled(): Promise<boolean> {
  try {
    return (await readAnswer(() => api.admin.status.$get(), adminStatusSchema)).enabled;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return false;
    throw error;
  }
}

/** GET /api/admin/session: who is signed in, or null when signed out (401). */
export async function getSession(): Promise<z.infer<typeof sessionStateSchema> | null> {
  try {
    return await readAnswer(() => api.admin.session.$get(), sessionStateSchema);
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return null;
    throw error;
  }
}

/** POST /api/admin/session: exchanges the admin token for the 12-hour HttpOnly session cookie. */
export async function signIn(token: string): Promise<void> {
  await readAnswer(() => api.admin.session.$post({ json: { token } }), z.literal(null));
}

/** DELETE /api/admin/session: ends the session and clears the cookie. */
export async function signOut(): Promise<void> {
  await readAnswer(() => api.admin.session.$delete(), z.literal(null));
}
