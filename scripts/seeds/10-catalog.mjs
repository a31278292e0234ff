// Fills the embedded catalog (D1 catalog_documents) from worker/seed/catalog.json, replacing what was there.
// Each package gets its attributes (altitude, grade, months, tags…) from worker/seed/package-attributes.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SEED = 'worker/seed/catalog.json';
const ATTRIBUTES = 'worker/seed/package-attributes.json';
// Tamil and Hindi texts by package id, kept apart so catalog.json's English stays one file to edit.
const TRANSLATIONS = 'worker/seed/catalog-translations.json';
export const inputs = [SEED, ATTRIBUTES, TRANSLATIONS];

const quote = (text) => `'${String(text).replaceAll("'", "''")}'`;

/** SQL statements that replace the catalog with the seed file's documents, in file order. */
/** The seed catalog with each package's attributes and translations joined in: what every loader of the seed uses. */
export function seedCatalog(root = '') {
  const read = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
  const [catalog, attributes, translations] = [read(SEED), read(ATTRIBUTES), read(TRANSLATIONS)];
  return Object.fromEntries(
    Object.entries(catalog).map(([collection, documents]) => [
      collection,
      documents.map((document) => ({
        ...document,
        ...attributes[document.id],
        ...(translations[document.id] ? { translations: translations[document.id] } : {}),
      })),
    ]),
  );
}

export function catalogSql(catalog = seedCatalog()) {
  const statements = ['DELETE FROM catalog_documents;'];
  for (const [collection, documents] of Object.entries(catalog)) {
    documents.forEach((document, position) => {
      const { id, ...data } = document;
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
