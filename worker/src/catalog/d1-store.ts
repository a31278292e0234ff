import type { CatalogCollection } from '#shared/catalog/collections';
import { readableDocument } from './validate';
import { CatalogEditor } from './d1-editor';
import type { CatalogStore } from './store';

type Row = { id: string; data: string };

function parseRow<C extends CatalogCollection>(collection: C, row: Row) {
  let raw: unknown;
  try {
    raw = { ...JSON.parse(row.data), id: row.id };
  } catch {
    raw = null;
  }
  return readableDocument(collection, row.id, raw);
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
    editor: new CatalogEditor(db),
    async version() {
      // The count of changes to catalog_documents (app_meta 'catalog_version', kept by migration 0012's
      // triggers, so a hand-run SQL edit counts too): one row, so a cache hit reads no document.
      const row = await db
        .prepare("SELECT value FROM app_meta WHERE key = 'catalog_version'")
        .first<{ value: string }>();
      return row?.value ?? '1';
    },
  };
}
