import type { SearchChip } from '#shared/constants';
import type { SearchResults } from '#shared/schemas/search';
import { useQuery } from '../../lib/query';
import { fetchSearchResults } from './api';

export type SearchState =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; results: SearchResults } | { status: 'error' };

/** The results for the query and chip; a newer search replaces the older one. `retry` asks again after a failure. */
export function useSearchResults(query: string, category: SearchChip | null): SearchState & { retry: () => void } {
  const result = useQuery(query ? ['search', query, category ?? undefined] : null, () =>
    fetchSearchResults(query, category),
  );
  const { retry } = result;
  if (result.status === 'ready') return { status: 'done', results: result.data, retry };
  return { status: result.status, retry };
}
