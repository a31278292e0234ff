import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import react from '@vitejs/plugin-react';
import { mkdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// wrangler.toml names web/dist as the assets folder; it must exist even before the first build.
mkdirSync('web/dist', { recursive: true });

// Three runtimes, three projects: shared code in Node, the Worker inside workerd (real D1, R2,
// Cache API and rate limits from wrangler.toml), web components in happy-dom.
export default defineConfig({
  test: {
    // Worker request logs are only shown for failing tests.
    silent: 'passed-only',
    // Every core: vitest's default leaves one free, which on a 2-core CI machine ran the worker files one at a
    // time (worker project 212 s → 142 s with both).
    maxWorkers: '100%',
    projects: [
      {
        test: { name: 'shared', environment: 'node', include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/src/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: { TEST_MIGRATIONS: await readD1Migrations('worker/migrations') },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/test/**/*.test.ts'],
          // A loopback OpenAI-compatible service with recorded model answers (its URL: inject('modelStubUrl')).
          globalSetup: ['scripts/e2e-stubs/model.mjs'],
          setupFiles: ['worker/test/helpers/apply-migrations.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts'],
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
    ],
  },
});
