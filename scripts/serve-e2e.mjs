// Serves the built site for the browser tests: its own local state folder and port, prepared like `npm start`.
import { startUpstreamStubs } from './e2e-stubs/upstreams.mjs';
import { prepareLocalData } from './local-data.mjs';
import { wranglerDev } from './wrangler.mjs';

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
const stubVars = [
  `RATES_API_URL:${stubs}/frankfurter`,
  `RATES_FALLBACK_URL:${stubs}/open-er`,
  `FORWARD_WEBHOOK_URL:${stubs}/webhook`,
  `FORWARD_WEBHOOK_SECRET:${webhookSecret}`,
];
const args = [
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
const watch = setInterval(async () => {
  const answered = await fetch(health, { signal: AbortSignal.timeout(5000) }).then(
    (res) => res.ok,
    () => false,
  );
  // Counted only once it has answered since its start, however slow the start.
  up ||= answered;
  failedChecks = answered || !up ? 0 : failedChecks + 1;
  if (failedChecks < 3) return;
  // Three missed checks in a row (15 s): past any one slow answer.
  failedChecks = 0;
  console.error('wrangler dev stopped answering; starting it again');
  const stuck = dev;
  stuck.kill('SIGINT');
  setTimeout(() => stuck.exitCode === null && stuck.kill('SIGKILL'), 5000);
}, 5000);
const stop = () => {
  stopping = true;
  clearInterval(watch);
  dev.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
