import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new screen opens at its top. Back and forward (POP) are left to the browser, which restores where the
 * visitor was on that entry.
 */
export function useScrollToTop() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, search, type]);
}
