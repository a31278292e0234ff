// `npm start`: the whole site on one port with its embedded defaults. No account, key or network needed.
import { cpSync, rmSync } from 'node:fs';
import { buildWeb } from './build-web.mjs';
import { prepareLocalData } from './local-data.mjs';
import { wranglerDev } from './wrangler.mjs';

const port = process.env.PORT ?? '8787';
console.log('• Building the site…');
await buildWeb({ quiet: true });
await prepareLocalData();
// Serve a copy of the build, so a later `npm run build` or `npm run size` (which empty web/dist) cannot leave
// the running site answering 404 until it is restarted.
const site = '.wrangler/start-site';
rmSync(site, { recursive: true, force: true });
cpSync('web/dist', site, { recursive: true });
console.log(`\n  Vishwa Tours & Travels is starting on  http://localhost:${port}/\n`);
const dev = wranglerDev(['--port', port, '--ip', '127.0.0.1', '--test-scheduled', '--assets', site]);
const stop = () => dev.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
dev.on('exit', (code) => process.exit(code ?? 0));
