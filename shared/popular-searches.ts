// The search overlay's popular searches (spec §2). Apart from constants.ts, whose exports all ride in the first
// script: only the overlay (and the worker's search suggestions) need these.
import type { SearchChip } from './constants';

export const POPULAR_SEARCHES = [
  { id: 1, title: 'Golden Triangle Tour', image: '/images/popular/golden-triangle.svg', category: 'Tours' },
  { id: 2, title: 'Kerala Backwaters', image: '/images/popular/kerala-backwaters.svg', category: 'Tours' },
  { id: 3, title: 'Taj Mahal Tour', image: '/images/popular/taj-mahal.svg', category: 'Tours' },
  { id: 4, title: 'Rajasthan Heritage', image: '/images/popular/rajasthan-heritage.svg', category: 'Packages' },
] as const satisfies readonly { id: number; title: string; image: string; category: SearchChip }[];

/**
 * Popular searches of the chips the spec's four do not cover, so every chip shows some of its own. All (or no
 * chip) still shows the spec's four; Tours and Packages filter those.
 */
export const MORE_POPULAR_SEARCHES = [
  { id: 5, title: 'Toyota Innova Crysta', image: '/images/catalog/car-suv.svg', category: 'Car Rental' },
  { id: 6, title: 'Tempo Traveller', image: '/images/catalog/car-tempo.svg', category: 'Car Rental' },
  { id: 7, title: 'Airport taxi', image: '/images/services/taxi-mobile.svg', category: 'Car Rental' },
  { id: 8, title: 'Train tickets', image: '/images/trains/express-train.svg', category: 'Tickets' },
  { id: 9, title: 'Bus tickets', image: '/images/services/bus-mobile.svg', category: 'Tickets' },
  { id: 10, title: 'Flight tickets', image: '/images/services/flight-mobile.svg', category: 'Tickets' },
  { id: 11, title: 'Hotel booking', image: '/images/services/hotels-mobile.svg', category: 'Hotels' },
  { id: 12, title: 'Goa beach resorts', image: '/images/catalog/beach.svg', category: 'Hotels' },
  { id: 13, title: 'Ooty hill stays', image: '/images/catalog/tea-hills.svg', category: 'Hotels' },
] as const satisfies readonly { id: number; title: string; image: string; category: SearchChip }[];
