import { Hono } from 'hono';
import { ApiError } from '../http-error';
import type { AppEnv } from '../env';
import { MEDIA_TYPES } from '../services/admin/uploads';

/**
 * GET /api/media/catalog/{uuid}.{ext} or {uuid}-{width}.{webp|jpg} (one size of a photo): an uploaded catalog
 * image or brochure, cached for a year.
 */
export const mediaRoutes = new Hono<AppEnv>().get(
  '/catalog/:name{[0-9a-f-]{36}(?:-(?:480|960|1600))?\\.(?:jpg|png|webp|gif|pdf)}',
  async (c) => {
    const name = c.req.param('name');
    const object = await c.env.FILES.get(`catalog/${name}`);
    if (!object) throw new ApiError(404, 'not_found', 'No such file.');
    const type = MEDIA_TYPES[name.split('.').pop()!] ?? 'application/octet-stream';
    return new Response(object.body, {
      headers: {
        'Content-Type': type,
        'Content-Length': String(object.size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: object.httpEtag,
        'X-Content-Type-Options': 'nosniff',
        // Public catalog art: an SPA hosted on another site (Pages) shows it too.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    });
  },
);
