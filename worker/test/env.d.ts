import type { D1Migration } from 'cloudflare:test';

// The tests' env is the Worker's (generated from wrangler.toml) plus the migrations vitest.config.ts binds.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
