// Lighthouse (mobile preset, median of 3) and axe on the built home page, served locally by wrangler dev.
// It rebuilds web/dist, so run nothing else that serves it meanwhile:
//   node scripts/lighthouse.mjs [ROUTE=/] [--runs=3] [--no-build]
// Needs the browser kit (../shared/tools/browser, run its setup.sh once; or set BROWSER_KIT).
// Budgets checked: performance >= 90, CLS < 0.05, no serious or critical axe violation. Exit 1 if missed.
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
const route = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '/';
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const url = `http://127.0.0.1:${PORT}${route}`;

if (!existsSync(`${KIT}/lh.sh`)) {
  console.error(`The browser kit was not found at ${KIT}; set BROWSER_KIT to its folder.`);
  process.exit(2);
}
if (!process.argv.includes('--no-build')) await buildWeb({ quiet: true });
await prepareLocalData({ persistTo: STATE, quiet: true });
mkdirSync(OUT, { recursive: true });

const server = wranglerDev(['--port', PORT, '--ip', '127.0.0.1', '--persist-to', STATE], 'ignore');
const stop = () => server.kill('SIGINT');
process.on('exit', stop);
try {
  for (let i = 0; i < 60; i++) {
    if (await fetch(`http://127.0.0.1:${PORT}/api/health`).then((res) => res.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const lh = spawnSync('bash', [`${KIT}/lh.sh`, url, `${OUT}/home.json`, 'mobile', String(runs)], { encoding: 'utf8' });
  if (lh.status !== 0) throw new Error(`lighthouse failed\n${lh.stderr}`);
  const lines = lh.stdout.trim().split('\n').map((line) => JSON.parse(line));
  const median = lines.find((line) => line.median_of) ?? lines[0];
  for (const line of lines.filter((l) => !l.median_of)) console.log(`run: perf ${line.perf}, FCP ${line.fcpMs} ms, LCP ${line.lcpMs} ms, TBT ${line.tbtMs} ms, CLS ${line.cls}, a11y ${line.a11y}, LCP element ${line.lcpElement}`);
  console.log(`median of ${runs}: perf ${median.perf}, FCP ${median.fcpMs} ms, LCP ${median.lcpMs} ms, TBT ${median.tbtMs} ms, CLS ${median.cls}, ${median.totalBytes} bytes`);

  const axe = spawnSync('node', [`${KIT}/axe.mjs`, url, 'mobile', `--json=${resolve(OUT, 'axe.json')}`], { encoding: 'utf8' });
  if (axe.status !== 0) throw new Error(`axe failed\n${axe.stderr}`);
  console.log(axe.stdout.trim());
  const violations = JSON.parse(readFileSync(`${OUT}/axe.json`, 'utf8')).violations;
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

  const misses = [
    median.perf < 90 && `performance ${median.perf} < 90`,
    !(median.cls < 0.05) && `CLS ${median.cls} >= 0.05`,
    severe.length > 0 && `${severe.length} serious/critical axe rule(s): ${severe.map((v) => v.id).join(', ')}`,
  ].filter(Boolean);
  console.log(misses.length ? `BUDGET MISSED: ${misses.join('; ')}` : 'budgets met: performance >= 90, CLS < 0.05, no serious/critical axe violation');
  process.exitCode = misses.length ? 1 : 0;
} finally {
  stop();
}
