import { env } from 'cloudflare:workers';
import catalog from '../seed/catalog.json';
import translations from '../seed/catalog-translations.json';

// As scripts/seeds/10-catalog.mjs merges them: a package's Tamil and Hindi texts, by id.
const translationsOf = (id: string) => (translations as Record<string, unknown>)[id];

/** Loads the seed catalog into this test file's D1, as `npm start` does locally. */
export async function seedCatalog() {
  const statements = Object.entries(catalog).flatMap(([collection, documents]) =>
    (documents as { id: string }[]).map(({ id, ...data }, position) =>
      env.DB.prepare(
        'INSERT OR REPLACE INTO catalog_documents (collection, id, position, data) VALUES (?, ?, ?, ?)',
      ).bind(collection, id, position, JSON.stringify({ ...data, translations: translationsOf(id) })),
    ),
  );
  await env.DB.batch(statements);
}

export { catalog };
