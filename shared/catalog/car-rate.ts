import { formatRupees } from '../package-format';

// A car's rate as visitors read it, from the catalog's numbers (car rental page, Visbot, console preview).

type CarRate = { ratePerKm?: number; minKmPerDay?: number; driverAllowancePerDay?: number };

/** A car model's rate: '₹18 per km, at least 250 km a day; driver ₹400 a day', or null when it has none. */
export function carRateText(model: CarRate): string | null {
  if (model.ratePerKm === undefined) return null;
  const minimum = model.minKmPerDay ? `, at least ${model.minKmPerDay} km a day` : '';
  const driver =
    model.driverAllowancePerDay === undefined ? '' : `; driver ${formatRupees(model.driverAllowancePerDay)} a day`;
  return `${formatRupees(model.ratePerKm)} per km${minimum}${driver}`;
}

/** A category's rate: 'From ₹11 per km', the lowest of its models' rates; null when none of them has one. */
export function categoryRateText(
  categoryId: string,
  models: readonly (CarRate & { category?: string })[],
): string | null {
  const rates = models.flatMap((model) =>
    model.category === categoryId && model.ratePerKm !== undefined ? [model.ratePerKm] : [],
  );
  return rates.length ? `From ${formatRupees(Math.min(...rates))} per km` : null;
}
