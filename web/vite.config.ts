import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { makePreviewImages } from '../scripts/make-preview-images.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * An SPA built to call a worker on another origin (VITE_API_BASE, for a Pages deployment) must be allowed
 * to: the Content-Security-Policy in dist/_headers gets that origin in connect-src.
 */
function allowApiOriginInCsp(): Plugin {
  let apiOrigin = '';
  let outDir = '';
  return {
    name: 'allow-api-origin-in-csp',
    apply: 'build',
    configResolved(config) {
      const base = config.env.VITE_API_BASE as string | undefined;
      apiOrigin = base ? new URL(base).origin : '';
      outDir = config.build.outDir;
    },
    writeBundle() {
      if (!apiOrigin) return;
      const file = resolve(root, outDir, '_headers');
      const headers = readFileSync(file, 'utf8');
      if (!headers.includes("connect-src 'self'")) throw new Error(`${file} has no connect-src 'self' to extend`);
      writeFileSync(file, headers.replace("connect-src 'self'", `connect-src 'self' ${apiOrigin}`));
    },
  };
}

/** The link-preview cards (dist/og/…) the worker's real-path pages name in og:image, drawn from the catalog. */
function previewImages(): Plugin {
  let outDir = '';
  return {
    name: 'preview-images',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(root, config.build.outDir);
    },
    async writeBundle() {
      await makePreviewImages({ outDir });
    },
  };
}

export default defineConfig({
  root,
  // Only VITE_* variables reach the bundle, and none of them is a secret.
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react(), allowApiOriginInCsp(), previewImages()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 2048,
    target: 'es2022',
    // Every browser that runs es2022 modules knows modulepreload: the polyfill would be dead weight.
    modulePreload: { polyfill: false },
  },
  server: {
    // `npm run dev`: the worker runs beside Vite (wrangler dev on 8787) and answers /api.
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
});
