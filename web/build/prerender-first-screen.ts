import Beasties from 'beasties';
import { createHash } from 'node:crypto';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type IndexHtmlTransformContext, type Plugin, type ResolvedConfig } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** Where the server-side build of web/src/prerender.tsx goes: a throwaway, never deployed. */
const SSR_OUT = 'node_modules/.cache/prerender';

/** Builds web/src/prerender.tsx for Node with the same config (aliases, env, plugins) and renders it. */
async function renderHomeScreen(config: ResolvedConfig): Promise<string> {
  const outDir = resolve(config.root, '..', SSR_OUT);
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: resolve(config.root, 'src/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const entry = pathToFileURL(join(outDir, 'prerender.mjs')).href;
  const module = (await import(`${entry}?t=${Date.now()}`)) as { renderHomeScreen: () => string };
  const markup = module.renderHomeScreen();
  // A boundary the server could not finish would be client-rendered, and hydration would report it.
  if (markup.includes('<!--$!-->'))
    throw new Error('The prerendered home screen has a Suspense boundary that did not finish');
  return markup;
}

/**
 * The images the first screen marks `fetchpriority="high"` (the hero poster), preloaded from the head so the
 * browser asks for them while it parses, each for the screen width it is shown at (`<picture>` sources).
 */
function preloadsFor(markup: string): string {
  const links: string[] = [];
  for (const picture of markup.matchAll(/<picture>(.*?)<\/picture>/gs)) {
    const img = picture[1]!.match(/<img[^>]*fetchpriority="high"[^>]*>/i)?.[0];
    if (!img) continue;
    const sources = [...picture[1]!.matchAll(/<source[^>]*media="([^"]+)"[^>]*srcset="([^"]+)"/gi)];
    const media = sources.map((source) => source[1]!);
    for (const [, query, srcset] of sources)
      links.push(`<link rel="preload" as="image" href="${srcset}" media="${query}" fetchpriority="high">`);
    const src = img.match(/src="([^"]+)"/)?.[1];
    const otherwise = media.length ? ` media="${media.map((query) => `not all and ${query}`).join(', ')}"` : '';
    if (src) links.push(`<link rel="preload" as="image" href="${src}"${otherwise} fetchpriority="high">`);
  }
  for (const img of markup.matchAll(/<img[^>]*fetchpriority="high"[^>]*>/gi)) {
    const src = img[0].match(/src="([^"]+)"/)?.[1];
    if (src && !links.some((link) => link.includes(`href="${src}"`)))
      links.push(`<link rel="preload" as="image" href="${src}" fetchpriority="high">`);
  }
  return links.join('\n    ');
}

/** Inlines the CSS rules the prerendered markup uses; the full stylesheet moves to the end of the body. */
async function inlineCriticalCss(html: string, outDir: string, bundle: OutputBundle): Promise<string> {
  class FromBundle extends Beasties {
    override readFile(filename: string): string {
      const asset = bundle[relative(outDir, filename)];
      if (asset?.type !== 'asset') throw new Error(`${filename} is not in the bundle`);
      return String(asset.source);
    }
  }
  // 'body' needs no script (our CSP allows none inline but the hashed one): Chromium paints what comes before a
  // stylesheet in the body without waiting for it, and a visitor without JavaScript still gets every rule.
  const beasties = new FromBundle({
    path: outDir,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
  return beasties.process(html);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * `npm run build` puts the home screen (shell, hero, banner, service tiles and the rest of the home page as
 * it first renders) into index.html with React's server renderer, inlines the CSS that screen needs, preloads
 * the hero poster. `api.scriptHashes()` names index.html's inline script (the deep-link check) for the CSP.
 */
export function prerenderFirstScreen(): Plugin & { api: { scriptHashes: () => string[] } } {
  let config: ResolvedConfig;
  let scriptHashes: string[] = [];
  return {
    name: 'prerender-first-screen',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const markup = await renderHomeScreen(config);
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no ${root} to fill`);
        let page = html.replace(root, `<div id="root">${markup}</div>`);
        page = page.replace('</title>', `</title>\n    ${preloadsFor(markup)}`);
        page = await inlineCriticalCss(page, resolve(config.root, config.build.outDir), ctx.bundle);
        scriptHashes = [...page.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
          sha256(match[1]!),
        );
        return page;
      },
    },
    api: { scriptHashes: () => scriptHashes },
  };
}
