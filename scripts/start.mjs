// `npm start`: the whole site on one port with its embedded defaults. No account, key or network needed.
import { buildWeb } from './build-web.mjs';
import { prepareLocalData } from './local-data.mjs';
import { wranglerDev } from './wrangler.mjs';

const port = process.env.PORT ?? '8787';
console.log('• Building the site…');
await buildWeb({ quiet: true });
await prepareLocalData();
console.log(`\n  Vishwa Tours & Travels is starting on  http://localhost:${port}/\n`);
const dev = wranglerDev(['--port', port, '--ip', '127.0.0.1', '--test-scheduled']);
const stop = () => dev.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
dev.on('exit', (code) => process.exit(code ?? 0));
