import { figuresSchema } from '#shared/schemas/admin';
import { api } from '../../../lib/api';
import { readAnswer } from '../../../lib/api-client';

/** GET /api/admin/figures: the last 30 days' leads per day and kind, first-response time and conversion. */
export const getFigures = () => readAnswer(() => api.admin.figures.$get(), figuresSchema);
