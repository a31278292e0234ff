import { useCallback, useEffect, useState } from 'react';
import { AdminError } from './admin-client';

export type Loaded<T> = {
  status: 'loading' | 'ready' | 'error';
  data: T | undefined;
  error: AdminError | null;
  reload: () => void;
  /** Replaces the data with what a write answered, without another round trip. */
  set: (data: T) => void;
};

/** Loads what a console screen shows; reloads when `key` changes. A 401 is handled by the session gate. */
export function useAdminLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ status: Loaded<T>['status']; data?: T; key?: string; error: AdminError | null }>(
    { status: 'loading', error: null },
  );
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'loading', error: null }));
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data, key, error: null }),
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        const failure = error instanceof AdminError ? error : new AdminError(0, 'failed', (error as Error).message);
        setState((current) => ({ ...current, status: 'error', error: failure }));
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; `key` says when what it loads changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data, key, error: null }), [key]);
  // What was loaded for another key (another filter) is never shown as this one's; a reload keeps it meanwhile.
  const data = state.key === key ? state.data : undefined;
  return { status: state.status, data, error: state.error, reload, set };
}
