// Prepares local D1 for `npm start`, `npm run dev` and the browser tests: applies migrations, then runs
// each seed whose inputs changed since it last ran (a hash per seed is kept beside the state), so a
// second start is quick and nothing needs the network.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { wrangler } from './wrangler.mjs';

const SEEDS_DIR = new URL('./seeds/', import.meta.url);

/** Seeds are modules in scripts/seeds/, run in file-name order. Each exports { inputs, build(outDir) → sql files }. */
async function loadSeeds() {
  if (!existsSync(SEEDS_DIR)) return [];
  const files = readdirSync(SEEDS_DIR)
    .filter((file) => file.endsWith('.mjs'))
    .sort();
  return Promise.all(files.map(async (file) => ({ name: file, ...(await import(new URL(file, SEEDS_DIR).href)) })));
}

function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const path of inputs) hash.update(path).update(readFileSync(path));
  return hash.digest('hex');
}

/** @param {{ persistTo?: string, quiet?: boolean }} options */
export async function prepareLocalData({ persistTo = '.wrangler/state', quiet = false } = {}) {
  const persist = ['--persist-to', persistTo];
  const say = (line) => quiet || console.log(line);
  mkdirSync(persistTo, { recursive: true });

  say('• Applying D1 migrations (local)…');
  await wrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { quiet: true, input: 'y\n' });

  const markersFile = join(persistTo, 'seed-markers.json');
  const markers = existsSync(markersFile) ? JSON.parse(readFileSync(markersFile, 'utf8')) : {};
  for (const seed of await loadSeeds()) {
    const hash = hashInputs([new URL(`./seeds/${seed.name}`, import.meta.url).pathname, ...seed.inputs]);
    if (markers[seed.name] === hash) continue;
    const started = Date.now();
    say(`• Seeding ${seed.name.replace(/^\d+-|\.mjs$/g, '')}…`);
    const sqlFiles = await seed.build(join(persistTo, 'seed-sql'));
    for (const file of sqlFiles) {
      await wrangler(['d1', 'execute', 'DB', '--local', ...persist, '--file', file, '--yes'], { quiet: true });
    }
    markers[seed.name] = hash;
    writeFileSync(markersFile, JSON.stringify(markers, null, 2));
    say(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const persistTo = process.argv[2];
  await prepareLocalData({ persistTo });
}
