import { figuresSchema } from '#shared/schemas/admin';
import { ADMIN_PATHS } from '../admin-paths';
import { adminJson } from '../admin-client';

/** GET /api/admin/figures: the last 30 days' leads per day and kind, first-response time and conversion. */
export const getFigures = (signal?: AbortSignal) => adminJson(ADMIN_PATHS.figures, figuresSchema, { signal });
