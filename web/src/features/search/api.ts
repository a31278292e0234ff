import { API } from '#shared/api-paths';
import type { SearchChip } from '#shared/constants';
import { searchResultsSchema, type SearchResults } from '#shared/schemas/search';
import { apiGet } from '../../lib/api-client';

/** Results for the /search screen, from the worker's index of packages, cars, services and FAQ. */
export function fetchSearchResults(query: string, category: SearchChip | null, signal?: AbortSignal): Promise<SearchResults> {
  const params = new URLSearchParams({ query });
  if (category && category !== 'All') params.set('category', category);
  return apiGet(`${API.search}?${params}`, searchResultsSchema, { signal });
}
