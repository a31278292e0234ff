// How a package's price, length and address read, the same in the app, the worker's real-path pages and the
// preview images.
import { headlinePrice } from './catalog/offer';
import type { PackagePrice } from './catalog/price';
import { groupIndian } from './i18n/messages';
import { SHORT_MONTH_NAMES } from './i18n/locales';

/** 119999 → '₹1,19,999'. */
export function formatRupees(amount: number): string {
  return amount < 0 ? `-₹${groupIndian(-amount)}` : `₹${groupIndian(amount)}`;
}

/** 24500 → '₹24,500 per person': the headline price text on every surface. */
export function formatPerPerson(amount: number): string {
  return `${formatRupees(amount)} per person`;
}

/** The headline price text on `date` (India's today): the offer's while it runs. */
export function priceText(price: PackagePrice, date: string): string {
  return formatPerPerson(headlinePrice(price, date).amount);
}

/** Short length for cards and headers: '5N/6D'. */
export function formatNightsDays(item: { nights: number; days: number }): string {
  return `${item.nights}N/${item.days}D`;
}

/** Long length for running text: '5 nights / 6 days', '1 day'. */
export function formatStay(item: { nights: number; days: number }): string {
  const days = `${item.days} ${item.days === 1 ? 'day' : 'days'}`;
  if (item.nights === 0) return days;
  return `${item.nights} ${item.nights === 1 ? 'night' : 'nights'} / ${days}`;
}

/** The offer's last day as visitors read it: '2026-12-31' → '31 Dec 2026' (or in `locale`, an Intl locale). */
export function formatOfferEnd(until: string, locale = 'en-IN'): string {
  const [year, month, day] = until.split('-').map(Number);
  // English from our own month list, as everywhere ('Sep'): no Intl date data for an English page.
  if (locale === 'en-IN') return `${day} ${SHORT_MONTH_NAMES[month! - 1]} ${year}`;
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
