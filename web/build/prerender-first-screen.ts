import Beasties from 'beasties';
import { HTMLElement, parse } from 'node-html-parser';
import type * as Prerender from '../src/prerender';
import { createHash } from 'node:crypto';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify, type IndexHtmlTransformContext, type Plugin, type ResolvedConfig } from 'vite';
import { drawScreenPreview, type PreviewTemplates } from './draw-screen-preview';
import { startAppCode, type StartPlan, type StartRoute } from './start-app-code';
import { BOOKING_REFERENCE_PATTERN } from '../../shared/schemas/bookings';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** Where the server-side build of web/src/prerender.tsx goes: a throwaway, never deployed. */
const SSR_OUT = 'node_modules/.cache/prerender';

/** web/src/prerender.tsx, as the server-side build of it exports it. */
type PrerenderModule = typeof Prerender;

/** Builds web/src/prerender.tsx for Node with the same config (aliases, env, plugins) and loads it. */
async function loadPrerender(config: ResolvedConfig): Promise<PrerenderModule> {
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
  return (await import(`${entry}?t=${Date.now()}`)) as PrerenderModule;
}

async function renderHomeScreen(prerender: PrerenderModule): Promise<string> {
  const markup = await prerender.renderHomeScreen();
  // A boundary the server could not finish would be client-rendered, and hydration would report it.
  if (markup.includes('<!--$!-->'))
    throw new Error('The prerendered home screen has a Suspense boundary that did not finish');
  return markup;
}

const holds = (holder: HTMLElement, element: HTMLElement) => {
  for (let node: HTMLElement | null = element; node; node = node.parentNode as HTMLElement | null)
    if (node === holder) return true;
  return false;
};

/**
 * The `kept` elements of `main`'s content, whole, inside copies of the elements that hold them (their tags and
 * classes only, so they take the same place on the page); everything else is left out.
 */
function outline(main: HTMLElement, kept: HTMLElement[]): string {
  const copy = (element: HTMLElement): string => {
    if (kept.includes(element)) return element.outerHTML;
    const classes = element.getAttribute('class');
    return `<${element.rawTagName}${classes ? ` class="${classes}"` : ''}>${inside(element)}</${element.rawTagName}>`;
  };
  const inside = (element: HTMLElement): string =>
    element.childNodes
      .filter((child): child is HTMLElement => child instanceof HTMLElement && kept.some((k) => holds(child, k)))
      .map(copy)
      .join('');
  return inside(main);
}

/** Each plain screen's page header (title and intro), as its own first render draws it. */
async function screenPreviews(prerender: PrerenderModule): Promise<Record<string, string>> {
  const previews: Record<string, string> = {};
  for (const path of prerender.plainScreenPaths()) {
    const main = parse(await prerender.renderScreen(path)).querySelector('#main');
    const header = main?.querySelector('.page-header');
    if (main && header) previews[path] = outline(main, [header]);
  }
  return previews;
}

/**
 * A screen at a path with a parameter whose first render's heading is drawn from that parameter alone: the
 * inline script fills the parameter in (only when it has the expected shape, so nothing else reaches the page).
 */
export type ParameterPreview = { prefix: string; parameter: string; sample: string; html: string };

/** The booking page (/booking/{reference}): on a first visit, 'Booking {reference}' over the mobile number. */
async function parameterPreviews(prerender: PrerenderModule): Promise<ParameterPreview[]> {
  const sample = 'BK-000000-AAAAAAAA';
  if (!BOOKING_REFERENCE_PATTERN.test(sample)) throw new Error('The sample booking reference no longer fits');
  const main = parse(await prerender.renderScreen(`/booking/${sample}`)).querySelector('#main')!;
  const heading = required(main, 'form.booking-view__ask > h1', 'The booking page');
  if (!heading.textContent.includes(sample)) throw new Error('The booking page heading does not name the reference');
  return [{ prefix: '/booking/', parameter: BOOKING_REFERENCE_PATTERN.source, sample, html: outline(main, [heading]) }];
}

/** Marks `element` as a place the preview fills from an answer (draw-screen-preview.ts), emptied. */
function slot(element: HTMLElement, name: string) {
  if (element.tagName === 'IMG') element.removeAttribute('src');
  else if (element.tagName === 'A') element.setAttribute('href', element.getAttribute('href')!.replace(/[^/]*$/, ''));
  else element.set_content('');
  element.setAttribute('data-fill', name);
}

/** `selector` in `within`, which the preview needs to find: the build stops if a screen no longer renders it. */
function required(within: HTMLElement, selector: string, what: string): HTMLElement {
  const element = within.querySelector(selector);
  if (!element) throw new Error(`${what} has no ${selector} for the preview to fill`);
  return element;
}

/** A package page's title, lead and first picture, as its first render draws them, to fill from its answer. */
function packagePreview(prerender: PrerenderModule): string {
  const main = parse(`<div id="main">${prerender.renderPackagePage()}</div>`).querySelector('#main')!;
  const what = 'The package page';
  const title = required(main, 'h1.package-detail__title', what);
  const lead = required(main, 'p.package-detail__lead', what);
  const pictures = required(main, '.image-slider', what);
  if (pictures.querySelectorAll('img').length !== 1) throw new Error(`${what}'s slider has not one picture`);
  slot(title, 'title');
  slot(lead, 'text');
  slot(required(pictures, 'img', what), 'image');
  return outline(main, [title, lead, pictures]);
}

/**
 * /tours's header, chips and first row, as its first render draws them once the tours are in: the row's list
 * empty, and each card it shows (and its 'View More' card) apart, to fill from the tours' answer.
 */
async function toursPreview(prerender: PrerenderModule): Promise<PreviewTemplates['tours']> {
  const { type, sampleIds } = prerender.TOURS_FIRST_ROW;
  const main = parse(await prerender.renderToursScreen()).querySelector('#main')!;
  const what = '/tours';
  const header = required(main, '.page-header', what);
  const chips = required(main, '.tours-browser__chips', what);
  const row = required(main, '.package-row', what);
  const list = required(row, 'ul', what);
  const items = list.querySelectorAll(':scope > li');
  const cards = items.filter((item) => item.querySelector('.package-card'));
  if (cards.length !== sampleIds.length - 1 || items.length !== cards.length + 1)
    throw new Error(`${what}'s first row does not show its cards and a 'View More' card`);
  for (const card of cards) {
    slot(required(card, 'a.package-card', what), 'link');
    slot(required(card, 'img', what), 'image');
    for (const name of ['title', 'text', 'price']) slot(required(card, `.package-card__${name}`, what), name);
  }
  const more = items.at(-1)!;
  const count = required(more, '.view-more-card__count', what);
  if (!/^\+1 more$/.test(count.textContent)) throw new Error(`${what}'s 'View More' card does not count '+1 more'`);
  count.setAttribute('data-fill', 'count');
  // Buttons answer only once the code is in: until then they keep their place but are neither shown nor tapped.
  for (const inert of [chips, required(more, 'button', what)]) inert.setAttribute('style', 'visibility: hidden');
  const [cardMarkup, moreMarkup] = [cards.map((card) => card.outerHTML), more.outerHTML];
  list.set_content('');
  return { screen: outline(main, [header, chips, row]), type, cards: cardMarkup, more: moreMarkup };
}

/**
 * A function that runs in the browser as the whole of a script, called with JSON `data` (and, after it, the
 * expressions in `more`), minified. The function uses nothing from outside its body.
 */
async function serialized<T>(
  name: string,
  run: (data: T, ...more: never[]) => void,
  data: T,
  ...more: string[]
): Promise<string> {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const script = `(${run.toString()})(${[json, ...more].join(', ')});`;
  const { code, errors } = await minify(name, script, {});
  if (errors.length) throw new Error(`${name} does not minify: ${errors.map(String).join('; ')}`);
  return code.trim();
}

/**
 * The script a deep link with a preview loads beside its first answer (`drawScreenPreview` with this build's
 * templates), named by its content like the build's other files.
 */
async function answerPreviewScript(prerender: PrerenderModule): Promise<{ fileName: string; source: string }> {
  const templates: PreviewTemplates = { package: packagePreview(prerender), tours: await toursPreview(prerender) };
  const code = await serialized('screen-preview.js', drawScreenPreview, templates, 'window.__boot.screenPreview');
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { fileName: `assets/screen-preview-${hash}.js`, source: code };
}

/**
 * Runs as the body is parsed, before the first paint. On a deep link (index.html's head script marked it
 * 'elsewhere') it marks the prerendered shell, whose buttons take no tap until the app replaces it (index.html's
 * style), and the navigation marks the link to that screen current, not home's, as the app's links will. A
 * deep link to a plain screen shows that screen's header in the main region at once, where the screen will
 * draw it (the booking page: its heading, with the reference from the path); main.tsx keeps it up until the
 * screen's code has arrived. Other deep links keep the neutral placeholder. Minified into index.html.
 */
function markDeepLink(previews: Record<string, string>, withParameter: ParameterPreview[]) {
  const main = document.getElementById('main');
  const path = document.documentElement.dataset.path;
  if (!main || !path) return;
  Array.prototype.forEach.call(document.getElementById('root')!.children, (child: Element) =>
    child.setAttribute('data-prerendered', ''),
  );
  document.querySelectorAll('#root .nav-link').forEach((link) => {
    const to = link.getAttribute('href')!.slice(1);
    const current = to !== '/' && (path === to || path.indexOf(to + '/') === 0);
    link.classList.toggle('active', current);
    if (current) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  });
  let html = previews[path];
  withParameter.forEach((preview) => {
    const value = path.slice(preview.prefix.length);
    if (!html && path.indexOf(preview.prefix) === 0 && new RegExp(preview.parameter).test(value))
      html = preview.html.split(preview.sample).join(value);
  });
  if (html)
    main.insertAdjacentHTML('afterbegin', '<div class="screen-preview" data-path="' + path + '">' + html + '</div>');
}

/** index.html's inline script that runs `markDeepLink`: its code minified, its data as JSON (which gzips best as it is). */
async function previewScript(previews: Record<string, string>, withParameter: ParameterPreview[]): Promise<string> {
  const json = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
  // Minified with an empty object in place of its data, which goes in unminified instead.
  const code = await serialized('mark-deep-link.js', markDeepLink, {});
  if (!code.endsWith('({});')) throw new Error('The deep-link script does not end with its call');
  return `<script>${code.slice(0, -'({});'.length)}(${json(previews)}, ${json(withParameter)});</script>`;
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
    // A deep link's first paint shows its screen's header (previewScript), which the home markup lacks.
    allowRules: [/\.page-header/, /\.screen-preview/],
    logLevel: 'warn',
  });
  return beasties.process(html);
}

/**
 * For each route with a lazily loaded screen, the files its screen needs beyond the entry's (its chunk, the
 * chunks it imports, their CSS), read from the bundle, and the API answers it reads first.
 */
function startRoutes(
  plan: ReturnType<PrerenderModule['deepLinkPlan']>,
  bundle: OutputBundle,
  root: string,
): Pick<StartPlan, 'files' | 'routes' | 'languages'> {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
    return into;
  };
  const entry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withImports(chunk.fileName)]));
  const files: string[] = [];
  const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const routes = plan.map(({ pattern, module, reads, preview }): StartRoute => {
    const screen = chunks.find((chunk) => chunk.facadeModuleId === resolve(root, module));
    if (!screen) throw new Error(`No chunk in the bundle for ${module}`);
    const own = [...withImports(screen.fileName)].filter((file) => !entry.has(file));
    const css = own.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
    const params = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const regex = pattern.replace(/:\w+/g, '([^/]+)').replace(/\/?\*$/, '(?:/.*)?');
    const files = [...new Set([...own, ...css])].map((file) => indexOf(`/${file}`));
    return { pattern: `^${regex}$`, params, files, reads, preview: (reads.length > 0 && preview) || null };
  });
  // What web/src/lib/locale.ts loads for a language: its catalog (with the chunks that imports) and its font's
  // stylesheet (locale-fonts/), whose woff2 files the font needs.
  const languages = Object.fromEntries(
    Object.entries(LANGUAGE_FONTS).map(([language, font]) => {
      const catalog = chunks.find(
        (chunk) => chunk.facadeModuleId === resolve(root, `../shared/i18n/${language}/catalog.ts`),
      );
      const sheet = Object.values(bundle).find(
        (item) => item.type === 'asset' && new RegExp(`^assets/${font}-[\\w-]+\\.css$`).test(item.fileName),
      );
      if (!catalog || sheet?.type !== 'asset')
        throw new Error(`No ${language} catalog or font stylesheet in the bundle`);
      const fonts = [...String(sheet.source).matchAll(/url\(([^)]+\.woff2)\)/g)].map((match) => match[1]!);
      const own = [...withImports(catalog.fileName)].filter((file) => !entry.has(file)).map((file) => `/${file}`);
      return [language, [...own, `/${sheet.fileName}`, ...fonts].map(indexOf)];
    }),
  );
  return { files, routes, languages };
}

/** The font stylesheet of each language but English (web/src/lib/locale-fonts/<name>.css). */
const LANGUAGE_FONTS = { ta: 'tamil', hi: 'devanagari' };

/**
 * Takes Vite's module script and modulepreload links out of the page and asks for them from a script in the
 * head instead. The request starts before the load event, so the load event waits for the code;
 * where the prerendered screen paints on its own (home, forms), the code is asked for at low priority, so on a
 * slow network the stylesheet and the hero poster come first. A deep link asks at the same time for its screen's
 * files and the answers it reads first (lib/early-answers.ts takes them), instead of one after another as the
 * code discovers them. A route with a preview (a package's page, /tours) also asks for `previewScript`, which
 * draws the screen from its first answer while the code is on the way, and asks for the code after the
 * screen's first picture (which may be after the load event: the drawing shows no button before the code, and
 * the prerendered shell's buttons take no tap until the app replaces them).
 */
async function withStartScript(page: string, plan: Omit<StartPlan, 'entry' | 'preloads'>): Promise<string> {
  const entry = page.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry) throw new Error("index.html has no module script for the app's entry");
  const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  for (const tag of [entry, ...preloads]) page = page.replace(tag[0], '');
  const start: StartPlan = { entry: entry[1]!, preloads: preloads.map((tag) => tag[1]!), ...plan };
  const boot = `<script>${await serialized('start-app-code.js', startAppCode, start)}</script>`;
  // In the head, so a deep link's requests go out as soon as the document's first bytes are parsed. After the full
  // stylesheet Beasties moved into the body, the start: an inline script waits for every stylesheet above it.
  const bodySheet = page.slice(page.indexOf('<body')).match(/<link rel="stylesheet"[^>]*>/)?.[0];
  const afterSheet =
    '<script>window.__boot && window.__boot.afterStylesheet && window.__boot.afterStylesheet();</script>';
  // A function, not a string, as the replacement: the minified script may hold `$'` and the like.
  page = page.replace('</head>', () => `  ${boot}\n  </head>`);
  return bodySheet
    ? page.replace(bodySheet, `${bodySheet}\n  ${afterSheet}`)
    : page.replace('</body>', `  ${afterSheet}\n  </body>`);
}

/** index.html's own first script (the deep-link and language check), minified: its comments are for us. */
async function withFirstScriptMinified(page: string): Promise<string> {
  const first = page.match(/<script>([\s\S]*?)<\/script>/);
  if (!first) throw new Error('index.html has no inline script before the first paint');
  const { code, errors } = await minify('first-script.js', first[1]!, {});
  if (errors.length) throw new Error(`index.html's first script does not minify: ${errors.map(String).join('; ')}`);
  return page.replace(first[0], () => `<script>${code.trim()}</script>`);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * `npm run build` puts the home screen (shell, hero, banner, service tiles and the rest of the home page as
 * it first renders) into index.html with React's server renderer, inlines the CSS that screen needs, preloads
 * the hero poster, and starts the app's code from a script in the head (start-app-code.ts). It also writes the
 * script that draws a package's page or /tours from a deep link's first answer. `api.scriptHashes()` names index.html's inline
 * scripts (the deep-link check, the screen preview, the start) for the CSP.
 */
export function prerenderFirstScreen(): Plugin & { api: { scriptHashes: () => string[] } } {
  let config: ResolvedConfig;
  let scriptHashes: string[] = [];
  let previewFile: { fileName: string; source: string } | undefined;
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
        const prerender = await loadPrerender(config);
        const markup = await renderHomeScreen(prerender);
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no ${root} to fill`);
        let page = (await withFirstScriptMinified(html)).replace(
          root,
          `<div id="root">${markup}</div>\n    ${await previewScript(await screenPreviews(prerender), await parameterPreviews(prerender))}`,
        );
        page = page.replace('</title>', `</title>\n    ${preloadsFor(markup)}`);
        page = await inlineCriticalCss(page, resolve(config.root, config.build.outDir), ctx.bundle);
        const apiBase = String(config.env.VITE_API_BASE ?? '').replace(/\/$/, '');
        previewFile = await answerPreviewScript(prerender);
        page = await withStartScript(page, {
          ...startRoutes(prerender.deepLinkPlan(), ctx.bundle, config.root),
          apiBase,
          previewScript: `/${previewFile.fileName}`,
        });
        scriptHashes = [...page.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
          sha256(match[1]!),
        );
        return page;
      },
    },
    // After index.html is written (build-html's generateBundle), which names this file.
    generateBundle: {
      order: 'post',
      handler() {
        if (!previewFile) throw new Error('index.html was not built, so the preview script has no name');
        this.emitFile({ type: 'asset', ...previewFile });
      },
    },
    api: { scriptHashes: () => scriptHashes },
  };
}
