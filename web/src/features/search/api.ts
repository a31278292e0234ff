import type { SearchChip } from '#shared/constants';
import { searchResultsSchema, type SearchResults } from '#shared/schemas/search';
import { api } from '../../lib/api';
import { readAnswer } from '../../lib/api-client';

/** Results for the /search screen, from the worker's index of packages, cars, services and FAQ. */
export function fetchSearchResults(query: string, category: SearchChip | null): Promise<SearchResults> {
  const chip = category && category !== 'All' ? category : undefined;
  return readAnswer(() => api.search.$get({ query: { query, category: chip } }), searchResultsSchema);
}
