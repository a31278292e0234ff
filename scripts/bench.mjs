// `npm run bench`: runs every benchmark in scripts/bench/ in name order and prints their reports.
import { readdirSync } from 'node:fs';

const dir = new URL('./bench/', import.meta.url);
const only = process.argv[2];
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.mjs'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n=== ${file.replace(/\.mjs$/, '')}`);
  const bench = await import(new URL(file, dir).href);
  await bench.run();
}
