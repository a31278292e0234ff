import useSWR, { mutate, type SWRConfiguration } from 'swr';
import { ApiClientError } from './api-client';

/** What names one answer: the kind of lookup first, then what it depends on. */
export type QueryKey = readonly [string, ...(string | number | undefined)[]];

export type Query<T> = (
  | { status: 'idle' | 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
) & {
  /** Forget the failure and ask again (a 'Try again' button). */
  retry: () => void;
  /**
   * Ask again while the current answer stays on screen (after a write that changed it); given the answer a
   * write returned, show that instead, without asking.
   */
  refresh: (answer?: T) => void;
};

/**
 * When to ask again beyond the policy below, for answers others change (another operator, a new lead):
 * `revalidateOnMount` each time a screen opens, `refreshInterval` every so many ms, `dedupingInterval: 0` so a
 * screen opened right after a write elsewhere still asks (the console's choices: features/admin/freshness.ts).
 */
export type Freshness = Pick<
  SWRConfiguration,
  'revalidateOnMount' | 'refreshInterval' | 'refreshWhenHidden' | 'dedupingInterval'
>;

/** A network failure or a server fault may pass; a refusal (4xx) or an answer we cannot read will not. */
const worthRetrying = (error: unknown) =>
  error instanceof ApiClientError && (error.status === 0 || error.status >= 500);

/**
 * One policy for every read from our API. An answer is kept for the page's life (a screen opened again shows
 * it at once), several components asking the same thing share one request, failures worth it are retried
 * twice with backoff, and the browser coming back online refreshes what is on screen. A tab switch does not
 * refetch: most visitors pay for their mobile data.
 */
const POLICY: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: true,
  shouldRetryOnError: worthRetrying,
  errorRetryCount: 2,
};

/**
 * Reads one answer through the shared cache. A null key asks nothing ('idle'). When the key changes, the
 * answer for the new key is shown and a late answer for an older key never overwrites it.
 */
export function useQuery<T>(key: QueryKey | null, load: () => Promise<T>, fresh?: Freshness): Query<T> {
  const { data, error, mutate } = useSWR<T, unknown, QueryKey | null>(key, load, { ...POLICY, ...fresh });
  const calls = {
    retry: () => void mutate(undefined),
    refresh: (answer?: T) => void (answer === undefined ? mutate() : mutate(answer, false)),
  };
  if (key === null) return { status: 'idle', ...calls };
  if (data !== undefined) return { status: 'ready', data, ...calls };
  // While an automatic retry runs the failure stays on screen; a manual retry clears it and shows loading.
  if (error !== undefined) return { status: 'error', error, ...calls };
  return { status: 'loading', ...calls };
}

/**
 * Puts `load`'s answer under `key` in the shared cache ahead of any screen, which then renders it at once. A
 * failure is left for the screen to meet: it asks again, and shows the failure as it would have.
 */
export function prime<T>(key: QueryKey, load: () => Promise<T>): Promise<void> {
  return mutate(key, load(), { revalidate: false }).then(
    () => undefined,
    () => undefined,
  );
}
