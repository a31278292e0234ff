// The size budget (web/size-budget.json), checked by `npm run size`: index.html, for each route the JavaScript
// and CSS (gzip) it needs before any interaction — the entry with its static imports, plus the route's screen and
// its static imports — and the largest lazy chunk. Read from Vite's build manifest (web/dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const BUDGET_FILE = 'web/size-budget.json';

/** The manifest keys a module needs loaded with it: itself and its static imports, transitively. */
function withStaticImports(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  if (!manifest[key])
    throw new Error(`${key} is not in the build manifest (${BUDGET_FILE} names a module that no longer exists?)`);
  into.add(key);
  for (const dep of manifest[key].imports ?? []) withStaticImports(manifest, dep, into);
  return into;
}

const readManifest = (dist) => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The JavaScript and CSS files (relative to dist) of a set of manifest keys. */
function filesOf(manifest, keys) {
  const js = new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')));
  const css = new Set([...keys].flatMap((key) => manifest[key].css ?? []));
  return { js, css };
}

/**
 * The files (JS and CSS, relative to dist) the home route loads before any interaction: the entry and its static
 * imports. Read from the manifest, since index.html asks for the entry from its start script, not a script tag.
 */
export function homeRouteFiles(dist) {
  const manifest = readManifest(dist);
  const { js, css } = filesOf(manifest, withStaticImports(manifest, 'index.html'));
  return new Set([...js, ...css]);
}

/**
 * Prints the budget table and returns whether every figure is within it.
 * `measure(file)` gives { gzip } for a file under dist.
 */
export function checkBudget({ dist, measure }) {
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  const manifest = readManifest(dist);
  const gzip = (files) => [...files].reduce((sum, file) => sum + measure(file).gzip, 0) / 1024;
  const entry = withStaticImports(manifest, 'index.html');
  const rows = Object.entries(budget.routes).map(([route, limit]) => {
    const keys = limit.screen ? withStaticImports(manifest, limit.screen, new Set(entry)) : entry;
    const { js, css } = filesOf(manifest, keys);
    return [
      { name: `${route} initial JS`, kb: gzip(js), limit: limit.jsGzipKB },
      { name: `${route} initial CSS`, kb: gzip(css), limit: limit.cssGzipKB },
    ];
  });
  // Lazy screens outside the visitors' layout (the console): what opening one costs beyond the entry, and a
  // check that it is not part of the visitors' first load at all.
  const screens = Object.entries(budget.screens ?? {}).map(([key, limit]) => {
    const own = new Set([...withStaticImports(manifest, key)].filter((dep) => !entry.has(dep)));
    const { js, css } = filesOf(manifest, own);
    return [
      { name: `${key} in the visitors' first load`, kb: entry.has(key) ? 1 : 0, limit: 0 },
      { name: `${key} own JS`, kb: gzip(js), limit: limit.jsGzipKB },
      { name: `${key} own CSS`, kb: gzip(css), limit: limit.cssGzipKB },
    ];
  });
  const initialFiles = filesOf(manifest, entry).js;
  const lazy = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && !initialFiles.has(file))
    .map((file) => ({ file, kb: measure(file).gzip / 1024 }))
    .sort((a, b) => b.kb - a.kb)[0];
  const checks = [
    // The prerendered first screen with its inline CSS and scripts: what a first visit paints from.
    { name: 'index.html', kb: measure('index.html').gzip / 1024, limit: budget.indexHtmlGzipKB },
    ...rows.flat(),
    ...screens.flat(),
    { name: `largest lazy chunk (${lazy?.file ?? 'none'})`, kb: lazy?.kb ?? 0, limit: budget.largestLazyChunkGzipKB },
  ];

  console.log(`\nSize budget (${BUDGET_FILE}, gzip):`);
  for (const check of checks) {
    const over = check.kb > check.limit;
    console.log(
      `  ${check.name.padEnd(60)} ${check.kb.toFixed(2).padStart(6)} KB of ${String(check.limit).padStart(5)} KB ${over ? 'OVER BUDGET' : 'ok'}`,
    );
  }
  const over = checks.filter((check) => check.kb > check.limit);
  console.log(over.length ? `\n${over.length} figure(s) over budget.` : '\nWithin budget.');
  return over.length === 0;
}
