import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms` (undefined until then): typing '1000' asks once, not four
 * times, and the first value waits like any other.
 */
export function useDebounced<T>(value: T, ms: number): T | undefined {
  const [settled, setSettled] = useState<T | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
