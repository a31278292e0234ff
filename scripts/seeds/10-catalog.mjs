// Fills the embedded catalog (D1 catalog_documents) from worker/seed/catalog.json, replacing what was there.
// Each package gets its attributes (altitude, grade, months, tags…) from worker/seed/package-attributes.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SEED = 'worker/seed/catalog.json';
const ATTRIBUTES = 'worker/seed/package-attributes.json';
export const inputs = [SEED, ATTRIBUTES];

const quote = (text) => `'${String(text).replaceAll("'", "''")}'`;

/** SQL statements that replace the catalog with the seed file's documents, in file order. */
/** The seed catalog with each package's attributes joined in: what every loader of the seed uses. */
export function seedCatalog(root = '') {
  const catalog = JSON.parse(readFileSync(join(root, SEED), 'utf8'));
  const attributes = JSON.parse(readFileSync(join(root, ATTRIBUTES), 'utf8'));
  return Object.fromEntries(
    Object.entries(catalog).map(([collection, documents]) => [
      collection,
      documents.map((document) => ({ ...document, ...attributes[document.id] })),
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
