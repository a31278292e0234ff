import { packages } from '#shared/i18n/en/packages';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PACKAGE_TYPES, type PackageType } from '#shared/catalog/collections';
import { headlinePrice } from '#shared/catalog/offer';
import type { TourPackage } from '#shared/catalog/schemas';
import { indiaToday } from '#shared/dates';
import { formatRupees } from '#shared/package-format';
import { fitsTourFilters, readTourFilters, tourFiltersQuery, type TourFilters } from '#shared/catalog/tour-filters';
import { useCatalogList, type ListState } from '../use-catalog';
import { LoadFailed } from './load-failed';
import { PackageCard } from './package-card';
import { PackageCardSkeleton } from './package-card-skeleton';
import { PackageRow } from './package-row';
import { TourFilterBar } from './tour-filter-bar';
import '../catalog.css';
import { useT } from '../../../lib/locale';

const FILTERS = ['all', ...PACKAGE_TYPES] as const;
type Filter = (typeof FILTERS)[number];
type Section = { items: TourPackage[]; loading: boolean; onRetry?: () => void };

const SECTION_TITLE = {
  international: 'sectionInternational',
  domestic: 'sectionDomestic',
  devotional: 'sectionDevotional',
  trekking: 'sectionTrekking',
} as const satisfies Record<PackageType, keyof (typeof packages)['en']>;
const FILTER_LABEL = {
  all: 'filterAll',
  international: 'filterInternational',
  domestic: 'filterDomestic',
  devotional: 'filterDevotional',
  trekking: 'filterTrekking',
} as const satisfies Record<Filter, keyof (typeof packages)['en']>;

/**
 * /tours: chips all, international, domestic, devotional, trekking, kept in ?filter= (spec §2), and ?max= a
 * budget, ?month=, ?tag=, ?grade=, ?days= (Visbot links here with what a visitor asked for).
 */
export function ToursBrowser() {
  const t = useT(packages);
  const [params, setParams] = useSearchParams();
  const filters = readTourFilters(params);
  const filter: Filter = filters.type ?? 'all';
  const { max } = filters;
  const tours = useCatalogList('tours');
  const devotionals = useCatalogList('devotionals');
  const treks = useCatalogList('trekking');

  const affordable = (items: TourPackage[]) =>
    items.filter(
      (item) =>
        (max === null || headlinePrice(item.price, indiaToday()).amount <= max) &&
        fitsTourFilters(item, item.days, filters),
    );
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
  const update = (change: Partial<TourFilters>) => setParams(tourFiltersQuery({ ...filters, ...change }));
  const choose = (next: Filter, budget = max) => update({ type: next === 'all' ? null : next, max: budget });

  const chips = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The row scrolls sideways on a phone: the chosen chip (a deep link to ?filter=trekking, a Tamil label
    // wider than the screen) is brought into it, without moving the page. The screen may still be hidden while
    // its data loads (no size yet): then once the row has one.
    const row = chips.current;
    if (!row) return;
    const reveal = () => {
      const chosen = row.querySelector<HTMLElement>('[aria-pressed="true"]');
      if (!chosen || !row.clientWidth) return false;
      const start = chosen.offsetLeft - row.offsetLeft;
      const end = start + chosen.offsetWidth;
      if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth)
        row.scrollLeft = Math.max(0, start - (row.clientWidth - chosen.offsetWidth) / 2);
      return true;
    };
    if (reveal()) return;
    const sized = new ResizeObserver(() => reveal() && sized.disconnect());
    sized.observe(row);
    return () => sized.disconnect();
  }, [filter, max, t]); // t: a language switch changes the chips' widths

  return (
    <div className="tours-browser">
      <div ref={chips} className="chips tours-browser__chips" role="group" aria-label={t('filterPackages')}>
        {FILTERS.map((name) => (
          <button key={name} type="button" className="chip" aria-pressed={filter === name} onClick={() => choose(name)}>
            {t(FILTER_LABEL[name])}
          </button>
        ))}
        {max !== null ? (
          <button
            type="button"
            className="chip"
            aria-pressed="true"
            aria-label={t('upToClear', { price: formatRupees(max) })}
            onClick={() => choose(filter, null)}
          >
            {t('upTo', { price: formatRupees(max) })} <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <TourFilterBar filters={filters} onChange={update} />

      {filter === 'all' ? (
        PACKAGE_TYPES.map((type) => (
          <PackageRow
            key={type}
            title={t(SECTION_TITLE[type])}
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
  const t = useT(packages);
  const section = t(SECTION_TITLE[type]);
  const title = max === null ? section : t('sectionUpTo', { section, price: formatRupees(max) });
  return (
    <section aria-labelledby="filtered-heading" aria-busy={loading}>
      <h2 id="filtered-heading" className="tours-browser__count">
        {loading || onRetry ? title : t('sectionCount', { section: title, count: items.length })}
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
        <p className="empty-state">{t('noneForFilter')}</p>
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
