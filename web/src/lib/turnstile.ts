import { useCallback } from 'react';

// Optional Cloudflare Turnstile on the four forms and lead records. Off unless the build sets
// VITE_TURNSTILE_SITE_KEY (so `npm start` stays offline): then the form shows the widget (its script is
// loaded only then) and every POST to a checked route carries the widget's token in the CF-Turnstile-Response
// header, which the worker verifies when TURNSTILE_SECRET_KEY is set. A token is single-use: after each send
// the widget is reset and gets a fresh one.

const SITE_KEY: string = import.meta.env.VITE_TURNSTILE_SITE_KEY ?? '';
const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
export const TURNSTILE_HEADER = 'CF-Turnstile-Response';
/** Routes the worker checks (middleware/turnstile.ts). */
const CHECKED = /^\/api\/(proxy\/(visa|passport|forex|contact)|leads)$/;

type TurnstileApi = {
  render: (element: HTMLElement, options: Record<string, unknown>) => string;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let script: Promise<TurnstileApi> | null = null;
let widget: string | null = null;
let token = '';

function loadScript(): Promise<TurnstileApi> {
  script ??= new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = SCRIPT;
    tag.async = true;
    tag.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')));
    tag.onerror = () => {
      script = null;
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(tag);
  });
  return script;
}

/**
 * A ref for the element the widget renders into, or null when Turnstile is off (render nothing then):
 * `const turnstile = useTurnstile();` … `{turnstile && <div className="turnstile" ref={turnstile} />}`.
 */
export function useTurnstile(): ((element: HTMLElement | null) => void) | null {
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) {
      if (widget) window.turnstile?.remove(widget);
      widget = null;
      token = '';
      return;
    }
    loadScript()
      .then((api) => {
        widget = api.render(element, {
          sitekey: SITE_KEY,
          callback: (value: string) => (token = value),
          'expired-callback': () => (token = ''),
          'error-callback': () => (token = ''),
        });
      })
      .catch(() => undefined); // the worker answers 403 with a clear message if the token is missing
  }, []);
  return SITE_KEY ? ref : null;
}

/** The token header for a POST to `path` (empty when off, or not a checked route). */
export function turnstileHeaders(path: string): Record<string, string> {
  return SITE_KEY && CHECKED.test(path) && token ? { [TURNSTILE_HEADER]: token } : {};
}

/** After a checked POST: the token is spent, so the widget fetches a fresh one. */
export function renewTurnstile(path: string): void {
  if (!SITE_KEY || !CHECKED.test(path) || !widget) return;
  token = '';
  window.turnstile?.reset(widget);
}
