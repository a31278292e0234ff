import { Hono } from 'hono';
import { searchQuerySchema } from '#shared/schemas/search';
import type { AppEnv } from '../env';
import { knowledgeIndexFor } from '../services/assistant/knowledge-cache';
import { siteSearch } from '../services/assistant/site-search';
import { queryParams } from '../validate';

/** GET /api/search?query=&category=&lang= → results grouped by packages, cars, services and FAQ, in the language. */
export const searchRoutes = new Hono<AppEnv>().get('/', queryParams(searchQuerySchema), async (c) => {
  const { query, category, lang } = c.req.valid('query');
  const index = await knowledgeIndexFor(c.env, c.get('deps'));
  // The index is re-read at most once a minute, so a minute of browser caching shows nothing stale.
  return c.json(siteSearch(index, query, category, lang), 200, { 'Cache-Control': 'public, max-age=60' });
});
