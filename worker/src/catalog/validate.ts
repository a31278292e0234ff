import { catalogSchemas, type CatalogDocument } from '#shared/catalog/schemas';
import { CATALOG_COLLECTIONS, isCatalogCollection, type CatalogCollection } from '#shared/catalog/collections';
import { upgradeLegacyPrice } from '#shared/catalog/price';
import { indiaToday } from '#shared/dates';
import { formatOfferEnd } from '#shared/package-format';
import { ApiError } from '../http-error';
import { log } from '../log';

// One check of a catalog document, its collection's shared schema (the one the browser applies), with the two
// things a caller does with a refusal: a reader skips the document, the editor answers 400.

/** A stored document as the catalog serves it; one the schema refuses is logged and read as absent (null). */
export function readableDocument<C extends CatalogCollection>(
  collection: C,
  id: string,
  stored: unknown,
): CatalogDocument[C] | null {
  // Documents written before prices were numbers (Firestore) are read by the first amount of their price text.
  const { raw, legacy } = upgradeLegacyPrice(stored);
  if (legacy !== null) log('warn', 'catalog.legacy_price', { collection, id, price: legacy });
  const parsed = catalogSchemas[collection].safeParse(raw);
  if (parsed.success) return parsed.data;
  log('warn', 'catalog.invalid_document', {
    collection,
    id,
    problems: parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  });
  return null;
}

/**
 * The document the console sent, as the catalog will store it (its id apart, without the version it was edited
 * at), or a 400 with the field messages the site's form shows.
 */
export function documentToSave(
  collection: CatalogCollection,
  body: unknown,
  id?: string,
): { id: string; data: Record<string, unknown> } {
  const raw = body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {};
  delete raw.version;
  if (id !== undefined) raw.id = id;
  const parsed = catalogSchemas[collection].safeParse(raw);
  if (!parsed.success) throw ApiError.invalid(parsed.error, 'This entry needs changes');
  // Reading tolerates a lapsed offer (it just stops showing); saving one would publish a dead offer.
  const offer = (parsed.data as { price?: { offer?: { until: string } } }).price?.offer;
  if (offer && offer.until < indiaToday()) {
    const message = `The offer ended on ${formatOfferEnd(offer.until)}; give a date from today on, or remove the offer`;
    throw new ApiError(400, 'invalid_request', `This entry needs changes: ${message}`, {
      'price.offer.until': message,
    });
  }
  const { id: documentId, ...data } = parsed.data as { id: string } & Record<string, unknown>;
  return { id: documentId, data };
}

/** The collection a request names, or a 404 that lists ours. */
export function collectionOf(name: string): CatalogCollection {
  if (!isCatalogCollection(name)) {
    throw new ApiError(
      404,
      'unknown_collection',
      `There is no such catalog collection (we have ${CATALOG_COLLECTIONS.join(', ')})`,
    );
  }
  return name;
}
