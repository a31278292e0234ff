// Gives every package of the embedded catalog dated departures (D1 `departures`), relative to India's today
// when the seed runs: domestic, devotional and trekking packages leave every Saturday for the next 26 weeks,
// international ones on the first Saturday of each of the next six months. Existing departures (and their
// seats taken) are kept; a later run only adds dates. The dates are computed by SQLite itself, so the SQL file
// is the same every day and the seed reruns only when the catalog changes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TABLE = 'shared/catalog/table.ts';
export const inputs = ['worker/seed/catalog.json', TABLE];

const SEATS = { domestic: 24, devotional: 30, trekking: 16, international: 20 };
const seats = `CASE json_extract(data, '$.type') ${Object.entries(SEATS)
  .map(([type, count]) => `WHEN '${type}' THEN ${count}`)
  .join(' ')} END`;
// India is UTC+5:30 all year.
const TODAY = "date('now', '+330 minutes')";

/** The seed's SQL for the collections that hold packages (`PACKAGE_COLLECTIONS` of shared/catalog/collections.ts). */
export function departuresSql(packageCollections) {
  const packages = `collection IN (${packageCollections.map((name) => `'${name}'`).join(', ')})`;
  return `
WITH RECURSIVE step(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM step WHERE n < 25)
INSERT OR IGNORE INTO departures (collection, package_id, date, seats)
SELECT collection, id, date(${TODAY}, '+1 day', 'weekday 6', '+' || (n * 7) || ' days'), ${seats}
FROM catalog_documents, step
WHERE ${packages} AND json_extract(data, '$.type') <> 'international';

WITH RECURSIVE step(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM step WHERE n < 6)
INSERT OR IGNORE INTO departures (collection, package_id, date, seats)
SELECT collection, id, date(${TODAY}, 'start of month', '+' || n || ' months', 'weekday 6'), ${seats}
FROM catalog_documents, step
WHERE ${packages} AND json_extract(data, '$.type') = 'international';
`;
}

/** The package collections of the catalog's one table, read from its TypeScript (Node 20 cannot import it). */
async function packageCollections() {
  const { transformWithOxc } = await import('vite');
  const { code } = await transformWithOxc(readFileSync(TABLE, 'utf8'), TABLE, { lang: 'ts' });
  const { COLLECTIONS } = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  return Object.keys(COLLECTIONS).filter((name) => COLLECTIONS[name].document === 'package');
}

export async function build(outDir) {
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, 'departures.sql');
  writeFileSync(file, departuresSql(await packageCollections()));
  return [file];
}
