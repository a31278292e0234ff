import { useSearchParams } from 'react-router-dom';
import { PACKAGE_TYPES, type PackageType } from '#shared/catalog/collections';
import { headlinePrice } from '#shared/catalog/offer';
import type { TourPackage } from '#shared/catalog/schemas';
import { indiaToday } from '#shared/dates';
import { formatRupees } from '#shared/package-format';
import { useCatalogList, type ListState } from '../use-catalog';
import { LoadFailed } from './load-failed';
import { PackageCard } from './package-card';
import { PackageCardSkeleton } from './package-card-skeleton';
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

/** ?max=15000: packages up to that price (Visbot links here with the budget a visitor gave); anything else is ignored. */
function maxPriceOf(raw: string | null): number | null {
  const value = raw && /^\d{3,7}$/.test(raw) ? Number(raw) : null;
  return value && value > 0 ? value : null;
}

/** /tours: chips all, international, domestic, devotional, trekking, kept in ?filter= (spec §2), and ?max= a budget. */
export function ToursBrowser() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter') ?? 'all';
  const filter: Filter = (FILTERS as readonly string[]).includes(raw) ? (raw as Filter) : 'all';
  const max = maxPriceOf(params.get('max'));
  const tours = useCatalogList('tours');
  const devotionals = useCatalogList('devotionals');
  const treks = useCatalogList('trekking');

  const affordable = (items: TourPackage[]) =>
    max === null ? items : items.filter((item) => headlinePrice(item.price, indiaToday()).amount <= max);
  const section = (list: ListState<TourPackage>, items = list.items) => ({
    items: affordable(items),
    loading: list.status === 'loading',
    onRetry: list.status === 'error' ? list.retry : undefined,
  });
  const byType: Record<PackageType, Section> = {
    international: section(
      tours,
      tours.items.filter((item) => item.type === 'international'),
    ),
    domestic: section(
      tours,
      tours.items.filter((item) => item.type === 'domestic'),
    ),
    devotional: section(devotionals),
    trekking: section(treks),
  };
  const choose = (next: Filter, budget = max) =>
    setParams({ ...(next === 'all' ? {} : { filter: next }), ...(budget === null ? {} : { max: String(budget) }) });

  return (
    <div className="tours-browser">
      <div className="chips tours-browser__chips" role="group" aria-label="Filter packages">
        {FILTERS.map((name) => (
          <button key={name} type="button" className="chip" aria-pressed={filter === name} onClick={() => choose(name)}>
            {name}
          </button>
        ))}
        {max !== null ? (
          <button
            type="button"
            className="chip"
            aria-pressed="true"
            aria-label={`Up to ${formatRupees(max)}: show every price`}
            onClick={() => choose(filter, null)}
          >
            up to {formatRupees(max)} <span aria-hidden="true">×</span>
          </button>
        ) : null}
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
            Card={PackageCard}
          />
        ))
      ) : (
        <FilteredGrid type={filter} max={max} {...byType[filter]} />
      )}
    </div>
  );
}

function FilteredGrid({ type, max, items, loading, onRetry }: Section & { type: PackageType; max: number | null }) {
  const title = max === null ? SECTION_TITLE[type] : `${SECTION_TITLE[type]} up to ${formatRupees(max)}`;
  return (
    <section aria-labelledby="filtered-heading" aria-busy={loading}>
      <h2 id="filtered-heading" className="tours-browser__count">
        {loading || onRetry ? title : `${title} (${items.length})`}
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
