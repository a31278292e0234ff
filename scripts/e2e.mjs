// The browser suite: builds the site, then Playwright drives the system Chromium against it, served by
// `wrangler dev` (started by playwright.config.ts). Extra arguments go to `playwright test`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { buildWeb } from './build-web.mjs';
import { findChromium } from './chromium.mjs';

if (!findChromium()) {
  console.error(
    'The browser tests need Chromium, and none was found (looked at $CHROME_PATH, /usr/bin/chromium).\n' +
      'Install it with:  sudo apt-get install -y chromium   (or set CHROME_PATH to a Chromium/Chrome binary).',
  );
  process.exit(1);
}

console.log('• Building the site for the browser tests…');
await buildWeb({ quiet: true });
const require = createRequire(import.meta.url);
const cli = require.resolve('@playwright/test/cli');
const child = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
