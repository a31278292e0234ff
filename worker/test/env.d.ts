import type { D1Migration } from 'cloudflare:test';

// The tests' env is the Worker's (generated from wrangler.toml) plus the migrations vitest.config.ts binds.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

// The base URL of the loopback model service (scripts/e2e-stubs/model.mjs), provided by the globalSetup.
declare module 'vitest' {
  export interface ProvidedContext {
    modelStubUrl: string;
  }
}
