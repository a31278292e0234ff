import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

// The Pages deployment (README): the SPA alone, calling the worker on its own origin.
describe('a build with VITE_API_BASE', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'pages-build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("calls that origin and lets the page's CSP connect to it", async () => {
    process.env.VITE_API_BASE = 'https://vishwa-travels.example.workers.dev/';
    try {
      await build({ configFile: 'web/vite.config.ts', logLevel: 'silent', build: { outDir } });
    } finally {
      delete process.env.VITE_API_BASE;
    }
    const csp = readFileSync(join(outDir, '_headers'), 'utf8').match(/Content-Security-Policy: (.*)/)?.[1];
    expect(csp).toContain("connect-src 'self' https://vishwa-travels.example.workers.dev;");
    const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const bundle = scripts.map((file) => readFileSync(join(outDir, 'assets', file), 'utf8')).join('\n');
    expect(bundle).toContain('https://vishwa-travels.example.workers.dev');
  }, 60_000);
});
