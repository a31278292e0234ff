import type { SearchChip } from '#shared/constants';
import type { SearchResults } from '#shared/schemas/search';
import { useLocale } from '../../lib/locale';
import { useQuery } from '../../lib/query';
import { fetchSearchResults } from './api';

export type SearchState =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; results: SearchResults } | { status: 'error' };

/**
 * The results for the query and chip, in the site's language; a newer search (or another language) replaces the
 * older one. `retry` asks again after a failure.
 */
export function useSearchResults(query: string, category: SearchChip | null): SearchState & { retry: () => void } {
  const lang = useLocale();
  const result = useQuery(query ? ['search', query, category ?? undefined, lang] : null, () =>
    fetchSearchResults(query, category, lang),
  );
  const { retry } = result;
  if (result.status === 'ready') return { status: 'done', results: result.data, retry };
  return { status: result.status, retry };
}
