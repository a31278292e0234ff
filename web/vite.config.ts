import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderFirstScreen } from './build/prerender-first-screen';

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

/**
 * The service worker (web/src/sw.ts) and the web app manifest. The worker precaches this build's shell and
 * hashed assets as one set and keeps the last catalog answers; `npm run dev` has none (devOptions off).
 */
const offlineRepeatVisits = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    // main.tsx registers it after the page has loaded (app/service-worker.ts): no extra script in the head.
    injectRegister: false,
    devOptions: { enabled: false },
    injectManifest: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,svg,png,webp}', 'favicon.svg', 'icons/*.png', 'images/**/*.svg'],
    },
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Vishwa Tours & Travels',
      short_name: 'Vishwa Tours',
      description: 'Tour packages, Tirupati darshan, tickets, visa, passport and forex help from Chennai.',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b3d5c',
      background_color: '#f6f4ef',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // Only VITE_* variables reach the bundle, and none of them is a secret.
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  // The server-side build of the prerendered first screen (build/prerender-first-screen.ts) needs neither.
  plugins: [react(), allowApiOriginInCsp(), ...(isSsrBuild ? [] : [prerenderFirstScreen(), offlineRepeatVisits()])],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 2048,
    // For npm run size's per-route budget (scripts/size-budget.mjs); kept out of the deployed files (.assetsignore).
    manifest: true,
    target: 'es2022',
    // Every browser that runs es2022 modules knows modulepreload: the polyfill would be dead weight.
    modulePreload: { polyfill: false },
  },
  server: {
    // `npm run dev`: the worker runs beside Vite (wrangler dev on 8787) and answers /api.
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
}));
