import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { businessFrom } from '../shared/business';
import { makePreviewImages } from '../scripts/make-preview-images.mjs';
import { prerenderFirstScreen } from './build/prerender-first-screen';

const root = fileURLToPath(new URL('.', import.meta.url));

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
// Razorpay Checkout (VITE_RAZORPAY_CHECKOUT=1, with the worker's RAZORPAY_* keys): its script, its frames, its images.
const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

const originOf = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? new URL(url).origin : '');
const origins = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((entry) => originOf(entry.trim()))
    .filter(Boolean);

/**
 * The page's Content-Security-Policy (public/_headers) allows our own origin only. A build that names other
 * hosts gets exactly those added: the worker's origin to connect-src (VITE_API_BASE, a Pages deployment),
 * the hero video's host to media-src (VITE_HERO_VIDEO_URL), catalog image hosts to img-src (VITE_IMAGE_HOSTS,
 * comma separated, e.g. Firebase Storage for a Firestore catalog), and Turnstile's script and frame when
 * VITE_TURNSTILE_SITE_KEY is set; Razorpay Checkout's when VITE_RAZORPAY_CHECKOUT is set.
 */
export function cspAdditions(env: Record<string, string | undefined>): Record<string, string[]> {
  const turnstile = env.VITE_TURNSTILE_SITE_KEY ? [TURNSTILE_ORIGIN] : [];
  const razorpay = env.VITE_RAZORPAY_CHECKOUT ? RAZORPAY : { script: null, frames: [] };
  return {
    'connect-src': [originOf(env.VITE_API_BASE)].filter(Boolean),
    'media-src': [originOf(env.VITE_HERO_VIDEO_URL)].filter(Boolean),
    'img-src': [...origins(env.VITE_IMAGE_HOSTS), ...(razorpay.script ? ['https://cdn.razorpay.com'] : [])],
    'script-src': [...turnstile, ...(razorpay.script ? [razorpay.script] : [])],
    'frame-src': [...turnstile, ...razorpay.frames],
  };
}

/** `headers` (the _headers text) with `additions` appended to each directive; frame-src 'none' is replaced. */
export function extendCsp(headers: string, additions: Record<string, string[]>): string {
  return headers.replace(/^(\s*Content-Security-Policy: )(.*)$/m, (_line, prefix: string, policy: string) => {
    const directives = policy.split(';').map((part) => part.trim());
    const extended = directives.map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      const extra = additions[name!]?.filter((source) => !sources.includes(source)) ?? [];
      if (!extra.length) return directive;
      const kept = sources.filter((source) => source !== "'none'");
      return [name, ...kept, ...extra].join(' ');
    });
    return prefix + extended.join('; ');
  });
}

/** `inlineScripts` gives the hashes of index.html's inline scripts, known once the page is built. */
function cspForBuild(inlineScripts: () => string[] = () => []): Plugin {
  let additions: Record<string, string[]> = {};
  let outDir = '';
  return {
    name: 'csp-for-build',
    apply: 'build',
    configResolved(config) {
      additions = cspAdditions(config.env as Record<string, string | undefined>);
      outDir = config.build.outDir;
    },
    writeBundle() {
      const all = { ...additions, 'script-src': [...(additions['script-src'] ?? []), ...inlineScripts()] };
      if (!Object.values(all).some((sources) => sources.length)) return;
      const file = resolve(root, outDir, '_headers');
      const headers = readFileSync(file, 'utf8');
      if (!headers.includes('Content-Security-Policy: '))
        throw new Error(`${file} has no Content-Security-Policy to extend`);
      writeFileSync(file, extendCsp(headers, all));
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
      globPatterns: [
        'index.html',
        'assets/**/*.{js,css,svg,png,webp}',
        'favicon.svg',
        'icons/*.png',
        'images/**/*.svg',
      ],
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

const moduleIn = (...paths: string[]) =>
  new RegExp(paths.map((path) => path.replace(/[/]/g, '[\\\\/]').replace(/\./g, '\\.')).join('|'));

const SCHEMAS = moduleIn('node_modules/zod/v4/mini/', 'src/lib/api-client.ts', 'shared/schemas/api-error.ts');
const ZOD_CORE = moduleIn('node_modules/zod/v4/core/');
const ZOD_CLASSIC_EXTRAS = moduleIn('registries', 'to-json-schema', 'json-schema-processors', 'memoizer');

/**
 * Two chunks in place of seven small ones for what every data screen reads first: /tours asks for 4 files of
 * code beyond the entry instead of 8. On a slow phone each file costs a round trip; left to itself the bundler
 * splits these by which screens share them. A visitor's screen that needs only part of a group pays under 1 KB
 * gzip for the rest (npm run size keeps the figures); the operators' console, which edits the catalog without
 * its cache, loads swr besides (5.5 KB).
 */
const fewerFirstFiles = {
  // Only the modules named: a group's own imports (React, for one) stay where they were.
  includeDependenciesRecursively: false,
  groups: [
    {
      // The catalog's answers and their cache: what /tours and a package page wait for.
      name: 'catalog-data',
      test: moduleIn(
        'node_modules/swr/',
        'node_modules/use-sync-external-store/',
        'node_modules/dequal/',
        'src/lib/query.ts',
        'src/lib/early-answers.ts',
        'src/features/catalog/api.ts',
        'src/features/catalog/use-catalog.ts',
        'shared/catalog/schemas.ts',
        // The parts of the catalog's schema that every screen reading the catalog loads with it.
        'shared/catalog/price.ts',
        'shared/catalog/translations.ts',
        'shared/catalog/attributes.ts',
      ),
    },
    {
      // The package rows (home, /tours, /holidays) with the package screens' messages: lazy on the home page
      // since they sit below its first screen, one file instead of four for the screens that show them.
      name: 'package-rows',
      test: moduleIn(
        'src/features/catalog/components/home-package-rows.tsx',
        'src/features/catalog/components/package-row.tsx',
        'src/features/catalog/components/package-card-skeleton.tsx',
        'src/features/catalog/components/load-failed.tsx',
        'shared/i18n/en/packages.ts',
        // What a package card is drawn with: every screen that loads the rows draws cards.
        'src/features/catalog/components/package-card.tsx',
        'src/features/catalog/components/package-price.tsx',
        'src/features/catalog/components/package-facts.tsx',
        'src/features/catalog/components/use-kept-row-position.ts',
        'shared/catalog/localize-package.ts',
      ),
    },
    {
      // The shell's parts that come after the first paint (footer, chat button, desktop quick-booking bar) with the shell's later messages
      // and the dialog frame: one file, asked for at start, instead of four.
      name: 'shell-later',
      test: moduleIn(
        'src/app/layout/footer.tsx',
        'src/features/visbot/chat-launcher.tsx',
        'src/app/layout/desktop-action-bar.tsx',
        'shared/i18n/en/layout-later.ts',
        'src/components/modal-dialog.tsx',
      ),
    },
    {
      // zod's core and mini API (every screen that reads or sends validates), with the API client and its
      // error shape. Classic zod's extras, which only the forms use, stay in their own chunk.
      name: 'schemas',
      test: (id: string) => SCHEMAS.test(id) || (ZOD_CORE.test(id) && !ZOD_CLASSIC_EXTRAS.test(id)),
    },
  ],
};

/**
 * react-router's package points every bundler at its development build, whose only difference is its warnings
 * switched on (ENABLE_DEV_WARNINGS): a visitor's build takes the production one it ships beside it.
 */
const routerDist = resolve(root, '../node_modules/react-router/dist/production');
const productionRouter = [
  { find: /^react-router$/, replacement: `${routerDist}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDist}/dom-export.mjs` },
];

export default defineConfig(({ command, isSsrBuild, mode }) => {
  const prerender = prerenderFirstScreen();
  const envDir = fileURLToPath(new URL('..', import.meta.url));
  // Who we are (shared/business.ts) with the BUSINESS_* variables of the build applied; an invalid GSTIN (or
  // any other bad setting) stops the build here with the variable named.
  const buildEnv = loadEnv(mode, envDir, ['BUSINESS_', 'RETENTION_DAYS']);
  const business = businessFrom(buildEnv);
  // The privacy notice states the retention the worker's cron applies (the same RETENTION_DAYS; 180 unset).
  const retentionDays = Number(buildEnv.RETENTION_DAYS) || 180;
  return {
    root,
    resolve: { alias: command === 'build' ? productionRouter : [] },
    define: { __BUSINESS__: JSON.stringify(business), __RETENTION_DAYS__: JSON.stringify(retentionDays) },
    // Only VITE_* variables reach the bundle, and none of them is a secret.
    envDir,
    // The server-side build of the prerendered first screen (build/prerender-first-screen.ts) needs only React.
    plugins: isSsrBuild
      ? [react()]
      : [react(), prerender, cspForBuild(() => prerender.api.scriptHashes()), previewImages(), offlineRepeatVisits()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      assetsInlineLimit: 2048,
      // For npm run size's per-route budget (scripts/size-budget.mjs); kept out of the deployed files (.assetsignore).
      manifest: true,
      target: 'es2022',
      // Every browser that runs es2022 modules knows modulepreload: the polyfill would be dead weight.
      modulePreload: { polyfill: false },
      // The client only: the prerender's server build (build/prerender-first-screen.ts) is one file anyway.
      // Chunk hashes of 7 characters (the least rolldown allows for this many chunks, default 8): the entry names
      // every lazy chunk in its preload map, and the hashes are its one part gzip cannot shrink (0.16 KB of home).
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { codeSplitting: fewerFirstFiles, chunkFileNames: 'assets/[name]-[hash:7].js' } },
    },
    server: {
      // `npm run dev`: the worker runs beside Vite (wrangler dev on 8787) and answers /api.
      proxy: { '/api': 'http://127.0.0.1:8787' },
    },
  };
});
