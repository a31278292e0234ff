// Serves the built site for the browser tests: its own local state folder and port, prepared like `npm start`.
import { prepareLocalData } from './local-data.mjs';
import { wranglerDev } from './wrangler.mjs';

const port = process.env.E2E_PORT ?? '8790';
const state = process.env.E2E_STATE ?? '.wrangler/e2e';
await prepareLocalData({ persistTo: state, quiet: true });
const dev = wranglerDev(['--port', port, '--ip', '127.0.0.1', '--persist-to', state, '--test-scheduled', '--var', 'ADMIN_TOKEN:e2e-admin-token']);
const stop = () => dev.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
dev.on('exit', (code) => process.exit(code ?? 0));
