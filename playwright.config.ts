import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8790);
// Nothing but this machine: every other host name fails to resolve, so no test's request can leave it (the
// fixtures' guard reports any that is tried).
const ONLY_THIS_MACHINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

// Browser tests against the built site served by wrangler, in the system Chromium, at phone and desktop size.
export default defineConfig({
  testDir: 'web/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, ONLY_THIS_MACHINE] },
    trace: 'off',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        browserName: 'chromium',
      },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, browserName: 'chromium' },
      // Tests tagged ONE_SIZE (web/e2e/helpers/fixtures.ts) check what is the same at every width: once, at phone size.
      grepInvert: /@one-size/,
    },
  ],
  webServer: {
    command: 'node scripts/serve-e2e.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
