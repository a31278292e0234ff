import { packages } from '#shared/i18n/en/packages';
import { useRef, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { MAX_CARDS_PER_LIST } from '#shared/constants';
import type { TourPackage } from '#shared/catalog/schemas';
import { LoadFailed } from './load-failed';
import { PackageCardSkeleton } from './package-card-skeleton';
import { useKeptRowPosition } from './use-kept-row-position';
import { useT } from '../../../lib/locale';

type More = { to: string } | { onClick: () => void };

type Props = {
  title: string;
  subtitle?: string;
  items: TourPackage[];
  loading: boolean;
  /** The list could not be loaded: the skeleton stays, with this retry over it. */
  onRetry?: () => void;
  more: More;
  headingLevel?: 'h2' | 'h3';
  /** Draws a card; passed in so that a row still loading (the home page's first paint) loads no card code. */
  Card: ComponentType<{ item: TourPackage; eager?: boolean }>;
};

/** A horizontal list of at most 7 cards; with more, a last 'View More' card shows '+N more' (spec §2). */
export function PackageRow({
  title,
  subtitle,
  items,
  loading,
  onRetry,
  more,
  headingLevel: Heading = 'h2',
  Card,
}: Props) {
  const t = useT(packages);
  const shown = items.slice(0, MAX_CARDS_PER_LIST);
  const hidden = items.length - shown.length;
  const list = useRef<HTMLUListElement>(null);
  useKeptRowPosition(list, title, !loading && !onRetry);
  const moreContent = (
    <>
      <span className="view-more-card__count">{t('moreCount', { count: hidden })}</span>
      <span className="view-more-card__label">{t('viewMore')}</span>
    </>
  );
  return (
    <section className="package-row" aria-label={title} aria-busy={loading}>
      <div className="package-row__head">
        <Heading className="package-row__title">{title}</Heading>
        {subtitle ? <p className="package-row__subtitle">{subtitle}</p> : null}
      </div>
      <ul ref={list} className="package-row__list">
        {onRetry ? (
          <li className="package-row__failed">
            <LoadFailed onRetry={onRetry} />
          </li>
        ) : null}
        {loading || onRetry
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index}>
                <PackageCardSkeleton />
              </li>
            ))
          : shown.map((item, index) => (
              <li key={item.id}>
                <Card item={item} eager={index < 2} />
              </li>
            ))}
        {!loading && !onRetry && hidden > 0 ? (
          <li>
            {'to' in more ? (
              <Link to={more.to} className="view-more-card">
                {moreContent}
              </Link>
            ) : (
              <button type="button" className="view-more-card" onClick={more.onClick}>
                {moreContent}
              </button>
            )}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
