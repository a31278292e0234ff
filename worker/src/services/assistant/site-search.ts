// /search results from the same index the assistant uses: grouped by kind with counts, filtered by the
// overlay's chip, with suggestions when nothing matches.
import type { SearchChip } from '#shared/constants';
import { POPULAR_SEARCHES } from '#shared/popular-searches';
import { SEARCH_GROUPS, type SearchHit, type SearchResults } from '#shared/schemas/search';
import type { KnowledgeDoc } from './knowledge';
import type { KnowledgeIndex } from './knowledge-index';

const MAX_PER_GROUP = 12;
/** Results scoring below this share of the best one are noise (one common word in a long itinerary). */
const RELATIVE_FLOOR = 0.12;
/** What we suggest when nothing matches: the overlay's popular searches and what visitors ask us most. */
export const FALLBACK_SUGGESTIONS = [
  ...POPULAR_SEARCHES.map((item) => item.title),
  'Tirupati darshan',
  'Dubai visa',
  'Innova',
  'Passport renewal',
];

function hitOf(doc: KnowledgeDoc): SearchHit {
  return {
    id: doc.id,
    title: doc.title,
    summary: doc.summary,
    path: doc.path,
    label: doc.label,
    ...(doc.kind === 'packages' ? { price: doc.price } : {}),
  };
}

export function siteSearch(index: KnowledgeIndex, query: string, category: SearchChip | undefined): SearchResults {
  const chip = category && category !== 'All' ? category : null;
  const hits = index.search(query, chip ? (doc) => doc.chips.includes(chip) : undefined);
  const floor = (hits[0]?.score ?? 0) * RELATIVE_FLOOR;
  const relevant = hits.filter((hit) => hit.score >= floor);
  const groups = SEARCH_GROUPS.map(({ kind, title }) => {
    const ofKind = relevant.filter((hit) => hit.doc.kind === kind);
    return { kind, title, count: ofKind.length, items: ofKind.slice(0, MAX_PER_GROUP).map((hit) => hitOf(hit.doc)) };
  }).filter((group) => group.count > 0);
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  // Nothing under this chip but something under All: the page offers 'all categories' instead of spellings.
  const elsewhere = !total && chip !== null && index.search(query).length > 0;
  const suggestions = total
    ? []
    : [...new Set([...(elsewhere ? [] : index.suggest(query)), ...FALLBACK_SUGGESTIONS])]
        .filter((text) => text.toLowerCase() !== query.toLowerCase())
        .slice(0, 8);
  return { query, category: chip, total, groups, suggestions };
}
