import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each row was scrolled to, by history entry and row: for the page's life (back and forward within it). */
const positions = new Map<string, number>();

/**
 * A horizontal row of cards keeps its position on back: the browser restores the page's own scroll on a history
 * step, but a row's list is drawn afresh (its cards may come in later), so the row remembers where the visitor left
 * it on this history entry and goes back there once its cards are in.
 */
export function useKeptRowPosition(list: RefObject<HTMLElement | null>, row: string, ready: boolean) {
  const { key } = useLocation();
  const back = useNavigationType() === 'POP';
  const where = `${key}:${row}`;
  const restored = useRef(false);

  useEffect(() => {
    const element = list.current;
    if (!element || !ready) return;
    const saved = positions.get(where);
    if (back && !restored.current && saved) element.scrollLeft = saved;
    restored.current = true;
    const remember = () => positions.set(where, element.scrollLeft);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [list, where, back, ready]);
}
