import type { CatalogCollection } from '#shared/constants';
import { upgradeLegacyPrice } from '#shared/catalog/price';
import { catalogSchemas, type CatalogDocument } from '#shared/schemas/catalog';
import { log } from '../log';
import type { CatalogStore } from './catalog-store';

type Row = { id: string; data: string };

/** Parses a stored document with its collection's schema; an invalid one is logged and skipped. */
export function validDocument<C extends CatalogCollection>(
  collection: C,
  id: string,
  stored: unknown,
): CatalogDocument[C] | null {
  const { raw, legacy } = upgradeLegacyPrice(stored);
  if (legacy !== null) log('warn', 'catalog.legacy_price', { collection, id, price: legacy });
  const parsed = catalogSchemas[collection].safeParse(raw);
  if (parsed.success) return parsed.data as CatalogDocument[C];
  log('warn', 'catalog.invalid_document', {
    collection,
    id,
    problems: parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  });
  return null;
}

function parseRow<C extends CatalogCollection>(collection: C, row: Row) {
  let raw: unknown;
  try {
    raw = { ...JSON.parse(row.data), id: row.id };
  } catch {
    raw = null;
  }
  return validDocument(collection, row.id, raw);
}

/** The embedded store: the catalog_documents table in D1, filled by the seed. */
export function d1CatalogStore(db: D1Database): CatalogStore {
  return {
    backend: 'embedded',
    async list(collection) {
      const { results } = await db
        .prepare('SELECT id, data FROM catalog_documents WHERE collection = ? ORDER BY position, id')
        .bind(collection)
        .all<Row>();
      return results.map((row) => parseRow(collection, row)).filter((doc) => doc !== null);
    },
    async get(collection, id) {
      const row = await db
        .prepare('SELECT id, data FROM catalog_documents WHERE collection = ? AND id = ?')
        .bind(collection, id)
        .first<Row>();
      return row ? parseRow(collection, row) : null;
    },
    async updatedTimes(collection) {
      const { results } = await db
        .prepare('SELECT id, updated_at AS updatedAt FROM catalog_documents WHERE collection = ? ORDER BY position, id')
        .bind(collection)
        .all<{ id: string; updatedAt: string | null }>();
      return results;
    },
    async version() {
      // The editor's own counter (app_meta 'catalog_version', bumped on every write) when it exists, with the
      // count and the latest time, so a removal or a direct SQL edit changes it too.
      const row = await db
        .prepare(
          "SELECT count(*) AS n, max(updated_at) AS latest, (SELECT value FROM app_meta WHERE key = 'catalog_version') AS edits FROM catalog_documents",
        )
        .first<{ n: number; latest: string | null; edits: string | null }>();
      return `${row?.edits ?? 0}-${row?.n ?? 0}-${row?.latest ?? ''}`;
    },
  };
}
