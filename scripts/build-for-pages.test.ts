import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

const policyOf = (headers: string) => headers.match(/Content-Security-Policy: (.*)/)?.[1] ?? '';
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the static site headers (web/public/_headers)', () => {
  const headers = readFileSync('web/public/_headers', 'utf8');
  it('send HSTS as the API does', () => {
    expect(headers).toMatch(/^\s+Strict-Transport-Security: max-age=15552000; includeSubDomains$/m);
  });
  it('let images and media load from our origin only', () => {
    const policy = policyOf(headers);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(policy, 'media-src')).toBe("media-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
  });
});

// The Pages deployment (README): the SPA alone, calling the worker on its own origin, with its other hosts.
describe('a build with VITE_API_BASE and the other hosts', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'pages-build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("calls that origin and lets the page's CSP reach exactly the configured hosts", async () => {
    const settings = {
      VITE_API_BASE: 'https://vishwa-travels.example.workers.dev/',
      VITE_HERO_VIDEO_URL: 'https://media.example-cdn.net/hero.webm',
      VITE_IMAGE_HOSTS: 'https://firebasestorage.googleapis.com, not a url',
      VITE_TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
    };
    Object.assign(process.env, settings);
    try {
      await build({ configFile: 'web/vite.config.ts', logLevel: 'silent', build: { outDir } });
    } finally {
      for (const name of Object.keys(settings)) delete process.env[name];
    }
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    const csp = policyOf(headers);
    expect(csp).toContain("connect-src 'self' https://vishwa-travels.example.workers.dev;");
    expect(directive(csp, 'media-src')).toBe("media-src 'self' https://media.example-cdn.net");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://firebasestorage.googleapis.com");
    // Inline scripts (the deep-link marker that runs before first paint) are allowed by their hash only.
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}'`,
    );
    expect(inline.length).toBeGreaterThan(0);
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' https://challenges.cloudflare.com ${inline.join(' ')}`,
    );
    expect(directive(csp, 'frame-src')).toBe('frame-src https://challenges.cloudflare.com');
    expect(headers).toContain('Strict-Transport-Security: max-age=15552000; includeSubDomains');
    const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const bundle = scripts.map((file) => readFileSync(join(outDir, 'assets', file), 'utf8')).join('\n');
    expect(bundle).toContain('https://vishwa-travels.example.workers.dev');
    expect(bundle).toContain('1x00000000000000000000AA');
  }, 90_000);
});
