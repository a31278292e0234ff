import { carRateFields, packagePriceFields } from '#shared/catalog/price';
import { indiaToday } from '#shared/dates';
import { carRateText } from '#shared/catalog/car-rate';
import { formatOfferEnd, formatPerPerson, formatStay, priceText } from '#shared/package-format';

/**
 * The text visitors will read, written by the site's own formatter from the numbers being typed, so the operator
 * sees '₹24,500 per person · 5 nights / 6 days' before saving. Nothing shows until the numbers are valid.
 */
export function PricePreview({ document }: { document: Record<string, unknown> }) {
  const text = previewText(document);
  return text ? (
    <p className="field__hint" aria-live="polite">
      Visitors read: <strong>{text}</strong>
    </p>
  ) : null;
}

function previewText(document: Record<string, unknown>): string | null {
  if ('ratePerKm' in document) {
    // Only numbers the schema takes: text still being typed ('12a') shows nothing, never '₹NaN'.
    const fields = ['ratePerKm', 'minKmPerDay', 'driverAllowancePerDay'] as const;
    if (fields.some((field) => !carRateFields[field].safeParse(document[field]).success)) return null;
    return carRateText(document as Parameters<typeof carRateText>[0]);
  }
  const price = packagePriceFields.price.safeParse(document.price);
  const days = packagePriceFields.days.safeParse(document.days);
  const nights = packagePriceFields.nights.safeParse(document.nights);
  if (!price.success || !days.success || !nights.success) return null;
  const stay = formatStay({ days: days.data, nights: nights.data });
  const offer = price.data.offer;
  const offerText = offer
    ? `; offer ${formatPerPerson(offer.perPerson)} until ${formatOfferEnd(offer.until)}, then ${formatPerPerson(price.data.perPerson)}`
    : '';
  return `${priceText(price.data, offer ? offer.until : indiaToday())} · ${stay}${offerText}`;
}
