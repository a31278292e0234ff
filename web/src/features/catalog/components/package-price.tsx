import type { PackagePrice as Price } from '#shared/catalog/price';
import { headlinePrice } from '#shared/catalog/offer';
import { indiaToday } from '#shared/dates';
import { formatNightsDays, formatOfferEnd, formatPerPerson, formatRupees } from '#shared/package-format';

/**
 * The price line of a card or a header: '₹24,500 per person · 5N/6D'; during an offer the offer price, the
 * regular price struck through and the offer's last day. After `until` (India's date) the offer is gone.
 */
export function PackagePrice({
  item,
  className = 'package-card__price',
}: {
  item: { price: Price; nights: number; days: number };
  className?: string;
}) {
  const { amount, regular, until } = headlinePrice(item.price, indiaToday());
  return (
    <span className={className}>
      {regular !== null ? (
        <>
          <s className="package-price__regular" aria-label={`Regular price ${formatRupees(regular)}`}>
            {formatRupees(regular)}
          </s>{' '}
        </>
      ) : null}
      <span className="package-price__amount">{formatPerPerson(amount)}</span>
      <span className="package-price__stay"> · {formatNightsDays(item)}</span>
      {until !== null ? <span className="package-price__until">Offer ends {formatOfferEnd(until)}</span> : null}
    </span>
  );
}
