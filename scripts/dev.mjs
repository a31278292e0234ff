// `npm run dev`: Vite with hot reload on :5173, proxying /api to the worker (wrangler dev on :8787).
import { mkdirSync } from 'node:fs';
import { createServer } from 'vite';
import { prepareLocalData } from './local-data.mjs';
import { wranglerDev } from './wrangler.mjs';

mkdirSync('web/dist', { recursive: true }); // wrangler wants the assets folder to exist
await prepareLocalData();
const worker = wranglerDev(['--port', '8787', '--ip', '127.0.0.1', '--test-scheduled']);
const vite = await createServer({ configFile: new URL('../web/vite.config.ts', import.meta.url).pathname });
await vite.listen();
vite.printUrls();
const stop = async () => {
  worker.kill('SIGINT');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
worker.on('exit', stop);
