import type { PackagePrice } from './price';

// Which price shows on a day. Kept apart from price.ts (the zod schema) so that the home page's cards can
// price themselves without loading zod in the first script.

/** The offer while it runs on `date` (India's YYYY-MM-DD, through its `until` day), else null. */
export function activeOffer(price: PackagePrice, date: string): { perPerson: number; until: string } | null {
  return price.offer && date <= price.offer.until ? price.offer : null;
}

/** What a visitor pays per person on twin sharing on `date`, and the regular price struck through during an offer. */
export function headlinePrice(price: PackagePrice, date: string) {
  const offer = activeOffer(price, date);
  return {
    amount: offer?.perPerson ?? price.perPerson,
    regular: offer ? price.perPerson : null,
    until: offer?.until ?? null,
  };
}
