// Serves the built site for the browser tests: its own local state folder and port, prepared like `npm start`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startUpstreamStubs } from './e2e-stubs/upstreams.mjs';
import { prepareLocalData } from './local-data.mjs';
import { wrangler, wranglerDev } from './wrangler.mjs';

const port = process.env.E2E_PORT ?? '8790';
const state = process.env.E2E_STATE ?? '.wrangler/e2e';
await prepareLocalData({ persistTo: state, quiet: true });
// Rate services and the business webhook, stood in for on loopback (scripts/e2e-stubs/).
const stubs = `http://127.0.0.1:${process.env.E2E_STUB_PORT ?? '8797'}`;
const webhookSecret = 'e2e-webhook-secret';
// The operators' token for the browser tests: 32+ characters, as the worker requires. Same text as
// ADMIN_TOKEN in web/e2e/helpers/fixtures.ts.
const adminToken = 'e2e-admin-token-0123456789-abcdefghij';
await startUpstreamStubs({ port: Number(new URL(stubs).port), secret: webhookSecret });

// The Worker bundled once, as a deploy would, and served as it is: `wrangler dev` on the sources rebuilds
// whenever a folder it read changes (a test's output appearing in the project folder), and on a loaded CI
// machine esbuild's rebuild once deadlocked and took the runtime down mid-suite. The same wrangler.toml, with
// its paths made absolute, points at the bundle.
const bundle = resolve(`${state}-worker`);
mkdirSync(bundle, { recursive: true });
await wrangler(['deploy', '--dry-run', '--outdir', bundle], { quiet: true });
const root = process.cwd();
const config = readFileSync('wrangler.toml', 'utf8')
  .replace(/^main = .*$/m, `main = ${JSON.stringify(`${bundle}/index.js`)}\nno_bundle = true`)
  .replace(
    /^(directory|migrations_dir) = "(.*)"$/gm,
    (_, key, path) => `${key} = ${JSON.stringify(resolve(root, path))}`,
  );
writeFileSync(`${bundle}/wrangler.toml`, config);

const stubVars = [
  `RATES_API_URL:${stubs}/frankfurter`,
  `RATES_FALLBACK_URL:${stubs}/open-er`,
  `FORWARD_WEBHOOK_URL:${stubs}/webhook`,
  `FORWARD_WEBHOOK_SECRET:${webhookSecret}`,
];
const args = [
  '--config',
  `${bundle}/wrangler.toml`,
  '--port',
  port,
  '--ip',
  '127.0.0.1',
  '--persist-to',
  state,
  '--test-scheduled',
  '--var',
  `ADMIN_TOKEN:${adminToken}`,
  ...stubVars.flatMap((entry) => ['--var', entry]),
];

// A local runtime that stops answering in the middle of a run (wrangler dev once lost its worker after 13
// minutes in CI, and every later test failed in a second) is started again on the same state, so one crash
// costs the tests running at that moment, not the rest of the suite. Watched by its health route.
let dev;
let stopping = false;
let up = false;
let failedChecks = 0;
const start = () => {
  up = false;
  dev = wranglerDev(args);
  dev.on('exit', (code) => {
    if (stopping) process.exit(code ?? 0);
    console.error(`wrangler dev stopped (exit ${code}); starting it again`);
    start();
  });
};
start();
const health = `http://127.0.0.1:${port}/api/health`;
// A loaded CI machine can take several seconds to answer while the worker is alive, and restarting it then
// fails every test in flight: each check waits 10 s, and four missed in a row count as lost (20 s when it
// refuses outright, about a minute when it is only silent).
const watch = async () => {
  while (!stopping) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const answered = await fetch(health, { signal: AbortSignal.timeout(10_000) }).then(
      (res) => res.ok,
      () => false,
    );
    // Counted only once it has answered since its start, however slow the start.
    up ||= answered;
    failedChecks = answered || !up ? 0 : failedChecks + 1;
    if (failedChecks < 4 || stopping) continue;
    failedChecks = 0;
    console.error('wrangler dev stopped answering; starting it again');
    const stuck = dev;
    stuck.kill('SIGINT');
    setTimeout(() => stuck.exitCode === null && stuck.kill('SIGKILL'), 5000);
  }
};
void watch();
const stop = () => {
  stopping = true;
  dev.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
