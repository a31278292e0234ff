// Fills the embedded catalog (D1 catalog_documents) from worker/seed/catalog.json, replacing what was there.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SEED = 'worker/seed/catalog.json';
// Tamil and Hindi texts by package id, kept apart so catalog.json's English stays one file to edit.
const TRANSLATIONS = 'worker/seed/catalog-translations.json';
export const inputs = [SEED, TRANSLATIONS];

const quote = (text) => `'${String(text).replaceAll("'", "''")}'`;

/** SQL statements that replace the catalog with the seed file's documents, in file order. */
export function catalogSql(
  catalog = JSON.parse(readFileSync(SEED, 'utf8')),
  translations = JSON.parse(readFileSync(TRANSLATIONS, 'utf8')),
) {
  const statements = ['DELETE FROM catalog_documents;'];
  for (const [collection, documents] of Object.entries(catalog)) {
    documents.forEach((document, position) => {
      const { id, ...own } = document;
      const data = translations[id] ? { ...own, translations: translations[id] } : own;
      statements.push(
        `INSERT INTO catalog_documents (collection, id, position, data) VALUES (${quote(collection)}, ${quote(id)}, ${position}, ${quote(JSON.stringify(data))});`,
      );
    });
  }
  // A new catalog version, so no cached public answer of the replaced catalog is served.
  statements.push(
    "INSERT INTO app_meta (key, value) VALUES ('catalog_version', '1') ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1;",
  );
  return statements.join('\n');
}

export async function build(outDir) {
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, 'catalog.sql');
  writeFileSync(file, catalogSql());
  return [file];
}
