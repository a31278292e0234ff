import { packages } from '#shared/i18n/en/packages';
import type { PackagePrice as Price } from '#shared/catalog/price';
import { headlinePrice } from '#shared/catalog/offer';
import { indiaToday } from '#shared/dates';
import { formatOfferEnd, formatRupees } from '#shared/package-format';
import { useIntlLocale, useT } from '../../../lib/locale';

/**
 * The price line of a card or a header: '₹24,500 per person · 5N/6D' (in the visitor's language); during an
 * offer the offer price, the regular price struck through and the offer's last day. After `until` (India's
 * date) the offer is gone.
 */
export function PackagePrice({
  item,
  className = 'package-card__price',
}: {
  item: { price: Price; nights: number; days: number };
  className?: string;
}) {
  const t = useT(packages);
  const locale = useIntlLocale();
  const { amount, regular, until } = headlinePrice(item.price, indiaToday());
  return (
    <span className={className}>
      {regular !== null ? (
        <>
          <s className="package-price__regular" aria-label={t('regularPrice', { amount: formatRupees(regular) })}>
            {formatRupees(regular)}
          </s>{' '}
        </>
      ) : null}
      <span className="package-price__amount">{t('perPerson', { amount: formatRupees(amount) })}</span>
      <span className="package-price__stay"> · {t('nightsDays', { nights: item.nights, days: item.days })}</span>
      {until !== null ? (
        <span className="package-price__until">{t('offerEnds', { date: formatOfferEnd(until, locale) })}</span>
      ) : null}
    </span>
  );
}
