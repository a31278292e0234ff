import type { SearchChip } from '#shared/constants';
import type { Locale } from '#shared/i18n/locales';
import { searchResultsSchema, type SearchResults } from '#shared/schemas/search';
import { api } from '../../lib/api';
import { readAnswer } from '../../lib/api-client';

/** Results for the /search screen, from the worker's index of packages, cars, services and FAQ, in `lang`. */
export function fetchSearchResults(query: string, category: SearchChip | null, lang: Locale): Promise<SearchResults> {
  const chip = category && category !== 'All' ? category : undefined;
  const language = lang === 'en' ? undefined : lang;
  return readAnswer(() => api.search.$get({ query: { query, category: chip, lang: language } }), searchResultsSchema);
}
