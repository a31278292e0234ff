// `npm run size`: builds the site and prints the gzip and brotli size of what the home route loads
// before any interaction (the entry script, its preloaded chunks and CSS), then of each lazy chunk, then
// of the worker bundle as `wrangler deploy` would upload it. Then it checks web/size-budget.json
// (scripts/size-budget.mjs) and exits 1 when a figure is over budget.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildWeb } from './build-web.mjs';
import { checkBudget, homeRouteFiles } from './size-budget.mjs';
import { wrangler } from './wrangler.mjs';

const DIST = 'web/dist';
if (!process.argv.includes('--no-build')) await buildWeb({ quiet: true });

const initial = homeRouteFiles(DIST);
const measureIn = (dir) => (file) => {
  const bytes = readFileSync(join(dir, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const measure = measureIn(DIST);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
const table = (title, rows) => {
  console.log(`\n${title}`);
  for (const row of rows)
    console.log(`  ${row.file.padEnd(52)} ${kb(row.raw)} raw ${kb(row.gzip)} gzip ${kb(row.brotli)} br`);
  const total = rows.reduce(
    (sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
  console.log(`  ${'total'.padEnd(52)} ${kb(total.raw)} raw ${kb(total.gzip)} gzip ${kb(total.brotli)} br`);
  return total;
};

const assets = readdirSync(join(DIST, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => `assets/${file}`);
const home = table(
  'Home route, before any interaction (JS + CSS):',
  assets.filter((file) => initial.has(file)).map(measure),
);
table(
  'Lazy chunks (loaded when a screen or feature is first used):',
  assets
    .filter((file) => !initial.has(file))
    .map(measure)
    .sort((a, b) => b.gzip - a.gzip),
);

// The worker as deployed: wrangler's own bundle (dry run, nothing uploaded), with the embedded D1 backend
// (Firestore's SDK is in it but loaded only when FIREBASE_PROJECT_ID is set).
const out = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
mkdirSync(DIST, { recursive: true });
await wrangler(['deploy', '--dry-run', '--outdir', out], { quiet: true });
const bundle = readdirSync(out)
  .filter((file) => /\.m?js$/.test(file))
  .map(measureIn(out));
const worker = table('Worker bundle (wrangler deploy --dry-run, as uploaded):', bundle);
rmSync(out, { recursive: true, force: true });

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify({ homeGzip: home.gzip, homeBrotli: home.brotli, workerRaw: worker.raw, workerGzip: worker.gzip }),
  );
}

if (!checkBudget({ dist: DIST, measure })) process.exitCode = 1;
