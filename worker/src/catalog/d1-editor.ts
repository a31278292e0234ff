import type { CatalogCollection } from '#shared/catalog/collections';

// Writes to the embedded catalog for the console's editor. Each document carries a version (optimistic
// locking); each write is one statement, so a reader sees the old document or the new one, never half of
// either; the catalog's version counts every write (migration 0012's triggers), so no cache serves the old
// document.

export type VersionedDocument = { id: string; version: number; data: Record<string, unknown> };
type Row = { id: string; version: number; data: string };

const parse = (row: Row): VersionedDocument => {
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(row.data) as Record<string, unknown>;
  } catch {
    // An unreadable row is listed empty, so the editor can overwrite it.
  }
  return { id: row.id, version: row.version, data };
};

export class CatalogEditor {
  constructor(private readonly db: D1Database) {}

  async list(collection: CatalogCollection): Promise<VersionedDocument[]> {
    const { results } = await this.db
      .prepare('SELECT id, version, data FROM catalog_documents WHERE collection = ? ORDER BY position, id')
      .bind(collection)
      .all<Row>();
    return results.map(parse);
  }

  /** Documents whose JSON contains `text` anywhere (e.g. an uploaded file's URL), with their titles. */
  async containing(text: string): Promise<{ collection: string; id: string; title: string }[]> {
    const { results } = await this.db
      .prepare(
        `SELECT collection, id, COALESCE(json_extract(data, '$.title'), json_extract(data, '$.name'), id) AS title
         FROM catalog_documents WHERE instr(data, ?) > 0 ORDER BY collection, id`,
      )
      .bind(text)
      .all<{ collection: string; id: string; title: string }>();
    return results;
  }

  async get(collection: CatalogCollection, id: string): Promise<VersionedDocument | null> {
    const row = await this.db
      .prepare('SELECT id, version, data FROM catalog_documents WHERE collection = ? AND id = ?')
      .bind(collection, id)
      .first<Row>();
    return row ? parse(row) : null;
  }

  /** A new document at the end of its collection; null when the id is taken. */
  async create(
    collection: CatalogCollection,
    id: string,
    data: Record<string, unknown>,
    now: Date,
  ): Promise<number | null> {
    const row = await this.db
      .prepare(
        `INSERT INTO catalog_documents (collection, id, position, data, updated_at, version)
         VALUES (?1, ?2, (SELECT COALESCE(MAX(position), -1) + 1 FROM catalog_documents WHERE collection = ?1), ?3, ?4, 1)
         ON CONFLICT (collection, id) DO NOTHING RETURNING version`,
      )
      .bind(collection, id, JSON.stringify(data), now.toISOString())
      .first<{ version: number }>();
    return row?.version ?? null;
  }

  /** Replaces the document if it is still at `version`; the new version, or null when it is not. */
  async update(
    collection: CatalogCollection,
    id: string,
    version: number,
    data: Record<string, unknown>,
    now: Date,
  ): Promise<number | null> {
    const row = await this.db
      .prepare(
        `UPDATE catalog_documents SET data = ?, version = version + 1, updated_at = ?
         WHERE collection = ? AND id = ? AND version = ? RETURNING version`,
      )
      .bind(JSON.stringify(data), now.toISOString(), collection, id, version)
      .first<{ version: number }>();
    return row?.version ?? null;
  }

  /** Deletes the document if it is still at `version`. */
  async delete(collection: CatalogCollection, id: string, version: number): Promise<boolean> {
    const result = await this.db
      .prepare('DELETE FROM catalog_documents WHERE collection = ? AND id = ? AND version = ?')
      .bind(collection, id, version)
      .run();
    return result.meta.changes > 0;
  }
}
