import { useLocation } from 'react-router-dom';

// index.html shows a deep link's screen header before any JavaScript (web/build/prerender-first-screen.ts), or the
// screen's first answer drawn.
// It is taken once, as the app starts, before React replaces the page's markup.
const shown = typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('#main > .screen-preview');
const preview = shown ? { path: shown.dataset.path, html: shown.innerHTML } : null;

/**
 * The main region's fallback while a screen's code loads: on the first screen of a deep link, the same header
 * index.html painted, so the page does not blink between that first paint and the screen.
 */
export function ScreenPreview() {
  const { pathname } = useLocation();
  if (!preview || pathname.replace(/(.)\/+$/, '$1') !== preview.path) return null;
  return <div className="screen-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />;
}
