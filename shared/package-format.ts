// How a package's price, length and address read, the same in the app, the worker's real-path pages and the
// preview images.
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** 119999 → '₹1,19,999'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** The first amount in a price text: '₹1,19,999 per couple' → 119999; null when the text has no number. */
export function amountOf(price: string): number | null {
  const match = price.replace(/,/g, '').match(/(\d+(?:\.\d+)?)/);
  return match ? Number(match[1]) : null;
}

/** Days in an itinerary: the highest 'Day N' it names, else one day per entry. */
export function tripDays(itinerary: readonly string[]): number {
  const named = itinerary.map((entry) => Number(/^\s*day\s+(\d+)/i.exec(entry)?.[1] ?? 0));
  return Math.max(itinerary.length, ...named);
}

/** '6 days / 5 nights', '1 day'. */
export function formatDuration(itinerary: readonly string[]): string {
  const days = tripDays(itinerary);
  if (days <= 1) return '1 day';
  const nights = days - 1;
  return `${days} days / ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}
