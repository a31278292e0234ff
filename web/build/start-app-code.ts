import type { PreviewPage, PreviewTemplates } from './draw-screen-preview';

/** A route with a lazily loaded screen, as the start script matches a deep link's path against it. */
export type StartRoute = {
  /** The route as a regular expression source, one group per parameter: '^/tour/([^/]+)$'. */
  pattern: string;
  /** The parameters' names, in the pattern's group order: ['id']. */
  params: string[];
  /** The screen's files beyond the entry's (its chunk, the chunks it imports, their CSS), as indexes into `files`. */
  files: number[];
  /** The API answers the screen reads first (paths after /api/, `:name` filled from the path). */
  reads: string[];
  /** What the page can draw from the first answer before the code arrives, or null. */
  preview: keyof PreviewTemplates | null;
};

/** What the build hands the start script. */
export type StartPlan = {
  /** The app's entry module and the modules it imports. */
  entry: string;
  preloads: string[];
  /** Every screen's files, once each (routes name them by index). */
  files: string[];
  routes: StartRoute[];
  /** Each language but English: its catalog chunk, font stylesheet and font files, as indexes into `files`. */
  languages: Record<string, number[]>;
  /** Where the API is ('' on the site's own origin). */
  apiBase: string;
  /** The script that draws a screen from its first answer (draw-screen-preview.ts). */
  previewScript: string;
};

/** The page's one global from the start script, read by the app and the preview script. */
export type Boot = {
  /** The answers the screen reads first, asked for beside its code, by path under /api/ (lib/early-answers.ts). */
  earlyAnswers: Record<string, Promise<Response> | undefined>;
  /** What the preview script draws from (draw-screen-preview.ts). */
  screenPreview?: PreviewPage;
  /** Run by the script after the full stylesheet, where the start waited for it. */
  afterStylesheet?: () => void;
};

declare global {
  interface Window {
    __boot?: Boot;
  }
}

/**
 * Runs in index.html's head as the whole of an inline script (the build serializes it, so it uses nothing from
 * outside its body), before the body is parsed. It asks for the app's code and, on a deep link, for the
 * screen's files and the answers it reads first (prerender-first-screen.ts says when and why).
 */
export function startAppCode(plan: StartPlan): void {
  const path = document.documentElement.dataset.path || '';
  // The home page (no path) is prerendered, not one of these routes: the catch-all must not claim it.
  const route = path ? plan.routes.filter((entry) => new RegExp(entry.pattern).test(path))[0] : undefined;
  const reads = route ? route.reads : [];
  const preview = route ? route.preview : null;
  // A screen that shows data has nothing of its own to paint before its code and answers are in, unless the page
  // can draw its first answer: then, as on a screen that paints on its own, the answer and its first picture come
  // first and the code after them.
  const atOnce = reads.length > 0 && !preview;
  const add = (tag: 'link' | 'script', attributes: object, priority?: 'high') => {
    const element = Object.assign(document.createElement(tag), attributes);
    element.crossOrigin = '';
    (element as HTMLElement & { fetchPriority: string }).fetchPriority = priority || (atOnce ? 'auto' : 'low');
    return document.head.appendChild(element);
  };
  const preload = (href: string, priority?: 'high') =>
    add(
      'link',
      /\.css$/.test(href)
        ? { rel: 'preload', as: 'style', href }
        : /\.woff2$/.test(href)
          ? { rel: 'preload', as: 'font', href }
          : { rel: 'modulepreload', href },
      priority,
    );
  // In Tamil or Hindi (index.html's first script chose it and set <html lang>) the page stays hidden until the
  // language's catalog and font are in: ask for them now, beside the app's code, not once the code asks.
  (plan.languages[document.documentElement.lang] || []).forEach((index) => preload(plan.files[index]!, 'high'));
  const match = route ? path.match(new RegExp(route.pattern)) : null;
  const boot: Boot = { earlyAnswers: {} };
  window.__boot = boot;
  const keys = reads.map((read) => {
    const key = read.replace(/:(\w+)/g, (_, name: string) => match![1 + route!.params.indexOf(name)]!);
    const answer = fetch(`${plan.apiBase}/api/${key}`);
    answer.catch(() => {}); // an answer the screen never takes must not report a failure
    boot.earlyAnswers[key] = answer;
    return key;
  });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    plan.preloads.forEach((href) => preload(href));
    add('script', { type: 'module', src: plan.entry });
    // The screen's files in a task of their own: each request costs the main thread a little.
    setTimeout(() => (route ? route.files : []).forEach((index) => preload(plan.files[index]!)));
  };
  // Drawn once the full stylesheet is in, so never unstyled; the code follows within a second at most.
  const drawPreview = () => {
    setTimeout(start, 1000);
    boot.screenPreview = {
      kind: preview!,
      path,
      answer: boot.earlyAnswers[keys[0]!]!,
      start,
      started: () => started,
    };
    add('script', { src: plan.previewScript, onerror: start }, 'high');
  };
  // A deep link to a screen that paints on its own (a form, the booking page) shows its header from the page
  // itself: its code is asked for once that first screen has been shown (the paint timing entry is reported
  // when the frame is presented), or after a second at most, so nothing competes with the first paint for the
  // line or the processor. Its prerendered buttons take no tap until the app replaces them (index.html), so
  // nothing is lost meanwhile. Home keeps asking at once after the stylesheet: its prerendered buttons look
  // live, so its load event must wait for the code.
  const afterFirstPaint = () => {
    setTimeout(start, 1000);
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      start();
    }
  };
  if (preview) add('link', { rel: 'preload', as: 'script', href: plan.previewScript }, 'high');
  // A screen that shows data asks at once (this script runs in the head, before the full stylesheet is asked
  // for); one that paints on its own leaves the line to that stylesheet and its pictures: the script after the
  // stylesheet starts it, and an inline script runs only once the stylesheets above it are in.
  if (atOnce) start();
  // (A page in Tamil or Hindi stays hidden until the code has drawn it in that language: it asks at once.)
  else if (preview) boot.afterStylesheet = drawPreview;
  else boot.afterStylesheet = path && !('localePending' in document.documentElement.dataset) ? afterFirstPaint : start;
}
