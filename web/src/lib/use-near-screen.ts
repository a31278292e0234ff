import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen. Below-the-fold parts (the offers swiper, the
 * service showcase, the home page's package rows) load their code, data and pictures then, so the first screen's JavaScript stays small.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
