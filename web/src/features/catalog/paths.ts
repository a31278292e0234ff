import type { CatalogCollection } from '#shared/catalog/collections';

/**
 * A catalog answer's path under /api/: the client asks for it, and the route table names it as what a screen
 * reads first (`:id` there, filled from the address), so a deep link can ask for it beside the screen's code.
 */
export const catalogPath = (collection: CatalogCollection, id?: string) =>
  id === undefined ? `catalog/${collection}` : `catalog/${collection}/${id}`;
