import { useSearchParams } from 'react-router-dom';
import { PACKAGE_TYPES, type PackageType } from '#shared/constants';
import type { TourPackage } from '#shared/schemas/catalog';
import { useCatalogList, type ListState } from '../use-catalog';
import { LoadFailed } from './load-failed';
import { PackageCard, PackageCardSkeleton } from './package-card';
import { PackageRow } from './package-row';
import '../catalog.css';

const FILTERS = ['all', ...PACKAGE_TYPES] as const;
type Filter = (typeof FILTERS)[number];
type Section = { items: TourPackage[]; loading: boolean; onRetry?: () => void };

const SECTION_TITLE: Record<PackageType, string> = {
  international: 'International Tours',
  domestic: 'Domestic Tours',
  devotional: 'Devotional Packages',
  trekking: 'Trekking Packages',
};

/** /tours: chips all, international, domestic, devotional, trekking, kept in ?filter= (spec §2). */
export function ToursBrowser() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter') ?? 'all';
  const filter: Filter = (FILTERS as readonly string[]).includes(raw) ? (raw as Filter) : 'all';
  const tours = useCatalogList('tours');
  const devotionals = useCatalogList('devotionals');
  const treks = useCatalogList('trekking');

  const section = (list: ListState<TourPackage>, items = list.items) => ({
    items,
    loading: list.status === 'loading',
    onRetry: list.status === 'error' ? list.retry : undefined,
  });
  const byType: Record<PackageType, Section> = {
    international: section(tours, tours.items.filter((item) => item.type === 'international')),
    domestic: section(tours, tours.items.filter((item) => item.type === 'domestic')),
    devotional: section(devotionals),
    trekking: section(treks),
  };
  const choose = (next: Filter) => setParams(next === 'all' ? {} : { filter: next });

  return (
    <div className="tours-browser">
      <div className="chips tours-browser__chips" role="group" aria-label="Filter packages">
        {FILTERS.map((name) => (
          <button key={name} type="button" className="chip" aria-pressed={filter === name} onClick={() => choose(name)}>
            {name}
          </button>
        ))}
      </div>

      {filter === 'all' ? (
        PACKAGE_TYPES.map((type) => (
          <PackageRow
            key={type}
            title={SECTION_TITLE[type]}
            items={byType[type].items}
            loading={byType[type].loading}
            onRetry={byType[type].onRetry}
            more={{ onClick: () => choose(type) }}
          />
        ))
      ) : (
        <FilteredGrid type={filter} {...byType[filter]} />
      )}
    </div>
  );
}

function FilteredGrid({ type, items, loading, onRetry }: Section & { type: PackageType }) {
  return (
    <section aria-labelledby="filtered-heading" aria-busy={loading}>
      <h2 id="filtered-heading" className="tours-browser__count">
        {loading || onRetry ? SECTION_TITLE[type] : `${SECTION_TITLE[type]} (${items.length})`}
      </h2>
      {loading || onRetry ? (
        <ul className="package-grid package-grid--waiting">
          {onRetry ? (
            <li className="package-grid__failed">
              <LoadFailed onRetry={onRetry} />
            </li>
          ) : null}
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <PackageCardSkeleton />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="empty-state">No packages found for this filter.</p>
      ) : (
        <ul className="package-grid">
          {items.map((item, index) => (
            <li key={item.id}>
              <PackageCard item={item} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
