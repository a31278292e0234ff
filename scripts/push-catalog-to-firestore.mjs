// Pushes the seed catalog (worker/seed/catalog.json) into a Firestore project, for an operator who wants to
// start editing packages in the Firebase console instead of the embedded store. Not run by the tests.
//
//   FIREBASE_PROJECT_ID=my-project GOOGLE_ACCESS_TOKEN="$(gcloud auth print-access-token)" \
//     node scripts/push-catalog-to-firestore.mjs [--database my-db] [--dry-run]
//
// It writes each document with the Firestore REST API (documents.patch: create or replace, keyed by the
// seed id), as the signed-in Google account, so security rules that forbid public writes still apply to
// everyone else. Existing documents with other ids are left alone.
import { seedCatalog } from './seeds/10-catalog.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const database = args.includes('--database')
  ? args[args.indexOf('--database') + 1]
  : process.env.FIREBASE_DATABASE_ID || '(default)';
const project = process.env.FIREBASE_PROJECT_ID;
const token = process.env.GOOGLE_ACCESS_TOKEN;
if (!project || (!token && !dryRun)) {
  console.error('Set FIREBASE_PROJECT_ID and GOOGLE_ACCESS_TOKEN (gcloud auth print-access-token), or pass --dry-run.');
  process.exit(1);
}

/** A JSON value in Firestore's typed REST encoding. */
function encode(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return {
    mapValue: { fields: Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encode(inner)])) },
  };
}

const catalog = seedCatalog(new URL('..', import.meta.url).pathname);
const base = `https://firestore.googleapis.com/v1/projects/${project}/databases/${encodeURIComponent(database)}/documents`;
let written = 0;
for (const [collection, documents] of Object.entries(catalog)) {
  for (const { id, ...data } of documents) {
    const url = `${base}/${collection}/${encodeURIComponent(id)}`;
    const body = JSON.stringify({ fields: encode(data).mapValue.fields });
    if (dryRun) {
      console.log(`PATCH ${url} (${body.length} bytes)`);
      continue;
    }
    const res = await fetch(url, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body,
    });
    if (!res.ok) {
      console.error(`${collection}/${id}: ${res.status} ${await res.text()}`);
      process.exit(1);
    }
    written += 1;
  }
}
console.log(dryRun ? 'Dry run: nothing written.' : `Wrote ${written} documents to ${project}/${database}.`);
