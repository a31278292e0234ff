import { useEffect, useState } from 'react';
import type { SearchChip } from '#shared/constants';
import type { SearchResults } from '#shared/schemas/search';
import { fetchSearchResults } from './api';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; results: SearchResults }
  | { status: 'error' };

/** Loads the results whenever the query or chip changes; a newer search cancels the older one. */
export function useSearchResults(query: string, category: SearchChip | null, attempt: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchSearchResults(query, category, controller.signal).then(
      (results) => setState({ status: 'done', results }),
      (error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [query, category, attempt]);
  return state;
}
