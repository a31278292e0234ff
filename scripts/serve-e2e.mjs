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
const dev = wranglerDev([
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
]);
const stop = () => dev.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
dev.on('exit', (code) => process.exit(code ?? 0));
