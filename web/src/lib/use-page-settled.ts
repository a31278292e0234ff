import { useEffect, useState } from 'react';

const INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * True once the first screen has settled: at the visitor's first scroll, tap or key press, or `idleMs`
 * (two seconds unless said otherwise) after the page has loaded. Extras beyond the first paint (Swiper, the
 * home rows) wait for it, so they never compete with the first paint and the first interaction.
 */
export function usePageSettled(idleMs = 2000): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    let timer = 0;
    const settle = () => setSettled(true);
    const startTimer = () => {
      timer = window.setTimeout(settle, idleMs);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, settle, { once: true, passive: true });
    if (document.readyState === 'complete') startTimer();
    else window.addEventListener('load', startTimer, { once: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, settle);
      window.removeEventListener('load', startTimer);
      window.clearTimeout(timer);
    };
  }, [idleMs, settled]);
  return settled;
}
