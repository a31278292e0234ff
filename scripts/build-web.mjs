// Builds the SPA into web/dist with Vite's API (no extra process).
import { build } from 'vite';

export async function buildWeb({ quiet = false } = {}) {
  await build({
    configFile: new URL('../web/vite.config.ts', import.meta.url).pathname,
    logLevel: quiet ? 'warn' : 'info',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildWeb();
