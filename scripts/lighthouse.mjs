// Lighthouse (mobile preset, simulated slow 4G, median of 3) and axe on the five routes a visitor lands on most,
// against the built site served locally by wrangler dev. One table; exit 1 when a goal is missed.
// It rebuilds web/dist, so run nothing else that serves it meanwhile:
//   node scripts/lighthouse.mjs [ROUTE ...] [--runs=3] [--no-build]      (LH_PORT picks the port, 8793 by default)
// Needs the browser kit (../shared/tools/browser, run its setup.sh once; or set BROWSER_KIT).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildWeb } from './build-web.mjs';
import { prepareLocalData } from './local-data.mjs';
import { wranglerDev } from './wrangler.mjs';

const KIT = resolve(process.env.BROWSER_KIT ?? '../shared/tools/browser');
const PORT = process.env.LH_PORT ?? '8793';
const STATE = '.wrangler/lighthouse';
const OUT = 'out/lighthouse';
const DEFAULT_ROUTES = ['/', '/#/tours', '/#/tour/kerala-backwaters-munnar', '/#/forex', '/#/train-booking'];
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const routes = named.length ? named : DEFAULT_ROUTES;
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);

/** The issue's goals: the home page is held to more than the screens behind it. */
const goalsFor = (route) =>
  route === '/'
    ? { perf: 98, fcpMs: 1200, lcpMs: 1500, cls: 0.01, a11y: 100 }
    : { perf: 95, fcpMs: 1500, lcpMs: 2000, cls: 0.01, a11y: 100 };

if (!existsSync(`${KIT}/lh.sh`)) {
  console.error(`The browser kit was not found at ${KIT}; set BROWSER_KIT to its folder.`);
  process.exit(2);
}
if (!process.argv.includes('--no-build')) await buildWeb({ quiet: true });
await prepareLocalData({ persistTo: STATE, quiet: true });
mkdirSync(OUT, { recursive: true });

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const slug = (route) => route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

function measure(route) {
  const url = `http://127.0.0.1:${PORT}${route}`;
  const lh = spawnSync('bash', [`${KIT}/lh.sh`, url, `${OUT}/${slug(route)}.json`, 'mobile', String(runs)], {
    encoding: 'utf8',
  });
  if (lh.status !== 0) throw new Error(`lighthouse failed for ${route}\n${lh.stderr}`);
  const lines = lh.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .filter((line) => !line.median_of);
  for (const line of lines) if (line.runtimeError) throw new Error(`lighthouse: ${line.runtimeError} on ${route}`);
  const pick = (key) => median(lines.map((line) => line[key]));
  const axeFile = resolve(OUT, `${slug(route)}.axe.json`);
  const axe = spawnSync('node', [`${KIT}/axe.mjs`, url, 'mobile', `--json=${axeFile}`], { encoding: 'utf8' });
  if (axe.status !== 0) throw new Error(`axe failed for ${route}\n${axe.stderr}`);
  const severe = JSON.parse(readFileSync(axeFile, 'utf8')).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  return {
    route,
    perf: pick('perf'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    a11y: pick('a11y'),
    axe: severe.map((v) => v.id),
    lcpElement: lines[0]?.lcpElement ?? '',
  };
}

const server = wranglerDev(['--port', PORT, '--ip', '127.0.0.1', '--persist-to', STATE], 'ignore');
const stop = () => server.kill('SIGINT');
process.on('exit', stop);
try {
  for (let i = 0; i < 60; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const rows = routes.map(measure);
  const cell = (text, width) => String(text).padEnd(width);
  console.log(`\nLighthouse ${runs > 1 ? `median of ${runs}` : '1 run'}, mobile, simulated throttling\n`);
  console.log(`| ${cell('route', 36)} | perf | FCP     | LCP     | TBT    | CLS    | a11y | axe serious/critical |`);
  console.log(`| ${'-'.repeat(36)} | ---- | ------- | ------- | ------ | ------ | ---- | -------------------- |`);
  for (const row of rows) {
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `| ${cell(row.route, 36)} | ${cell(row.perf, 4)} | ${cell(s(row.fcpMs), 7)} | ${cell(s(row.lcpMs), 7)} | ${cell(`${row.tbtMs} ms`, 6)} | ${cell(row.cls, 6)} | ${cell(row.a11y, 4)} | ${cell(row.axe.join(', ') || 'none', 20)} |`,
    );
  }
  const misses = rows.flatMap((row) => {
    const goal = goalsFor(row.route);
    return [
      row.perf < goal.perf && `${row.route} performance ${row.perf} < ${goal.perf}`,
      row.fcpMs > goal.fcpMs && `${row.route} FCP ${row.fcpMs} ms > ${goal.fcpMs} ms`,
      row.lcpMs > goal.lcpMs && `${row.route} LCP ${row.lcpMs} ms > ${goal.lcpMs} ms`,
      !(row.cls <= goal.cls) && `${row.route} CLS ${row.cls} > ${goal.cls}`,
      row.a11y < goal.a11y && `${row.route} accessibility ${row.a11y} < ${goal.a11y}`,
      row.axe.length > 0 && `${row.route} axe: ${row.axe.join(', ')}`,
    ].filter(Boolean);
  });
  for (const row of rows) console.log(`LCP element ${row.route}: ${row.lcpElement}`);
  console.log(misses.length ? `\nGOALS MISSED:\n  ${misses.join('\n  ')}` : '\nall goals met');
  process.exitCode = misses.length ? 1 : 0;
} finally {
  stop();
}
