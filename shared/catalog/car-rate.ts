import { cars } from '../i18n/en/screens/cars';
import { translator, type Translate } from '../i18n/messages';
import { formatRupees } from '../package-format';

// A car's rate as visitors read it, from the catalog's numbers (car rental page, Visbot, console preview), in
// English unless the caller gives its language's words (the car screen does).

type CarRate = { ratePerKm?: number; minKmPerDay?: number; driverAllowancePerDay?: number };
export type RateWords = Translate<(typeof cars)['en']>;
const ENGLISH: RateWords = translator(cars);

/** A car model's rate: '₹18 per km, at least 250 km a day; driver ₹400 a day', or null when it has none. */
export function carRateText(model: CarRate, t: RateWords = ENGLISH): string | null {
  if (model.ratePerKm === undefined) return null;
  const minimum = model.minKmPerDay ? t('rateMinimum', { km: model.minKmPerDay }) : '';
  const driver =
    model.driverAllowancePerDay === undefined
      ? ''
      : t('rateDriver', { amount: formatRupees(model.driverAllowancePerDay) });
  return `${t('ratePerKm', { rate: formatRupees(model.ratePerKm) })}${minimum}${driver}`;
}

/** A category's rate: 'From ₹11 per km', the lowest of its models' rates; null when none of them has one. */
export function categoryRateText(
  categoryId: string,
  models: readonly (CarRate & { category?: string })[],
  t: RateWords = ENGLISH,
): string | null {
  const rates = models.flatMap((model) =>
    model.category === categoryId && model.ratePerKm !== undefined ? [model.ratePerKm] : [],
  );
  return rates.length ? t('rateFrom', { rate: formatRupees(Math.min(...rates)) }) : null;
}
