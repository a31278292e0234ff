import type * as z from 'zod';
import { ADMIN_PATHS } from '../admin-paths';
import { adminStatusSchema, sessionStateSchema } from '#shared/schemas/admin';
import { AdminError, adminJson, adminRequest } from '../admin-client';

/** GET /api/admin/status: false when ADMIN_TOKEN is not set (an older worker without the route counts as off). */
export async function getAdminEnabled(): Promise<boolean> {
  try {
    return (await adminJson(ADMIN_PATHS.status, adminStatusSchema)).enabled;
  } catch (error) {
    if (error instanceof AdminError && error.status === 404) return false;
    throw error;
  }
}

/** GET /api/admin/session: the session's end, or null when signed out (401). */
export async function getSession(): Promise<z.infer<typeof sessionStateSchema> | null> {
  try {
    return await adminJson(ADMIN_PATHS.session, sessionStateSchema);
  } catch (error) {
    if (error instanceof AdminError && error.status === 401) return null;
    throw error;
  }
}

/** POST /api/admin/session: exchanges the admin token for the 12-hour HttpOnly session cookie. */
export async function signIn(token: string): Promise<void> {
  await adminRequest(ADMIN_PATHS.session, { method: 'POST', body: { token } });
}

/** DELETE /api/admin/session: ends the session and clears the cookie. */
export async function signOut(): Promise<void> {
  await adminRequest(ADMIN_PATHS.session, { method: 'DELETE' });
}
