import type { PackageCollection } from '#shared/catalog/collections';

// The offers carousel's four banners (spec §2, §9). Text lives in the page, the pictures behind it are ours.
// A banner for a package names it; its price comes from the catalog, never from this text.
export type Offer = {
  id: string;
  tag: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  image: string;
  package?: { collection: PackageCollection; id: string };
};

export const OFFERS: Offer[] = [
  {
    id: 'darshan',
    tag: 'Devotional',
    title: 'Tirupati darshan with stay',
    text: 'Special-entry darshan, a clean hotel near Alipiri and an AC car from Chennai.',
    cta: { label: 'Book darshan', to: '/tirupati-tickets' },
    image: '/images/home/offer-darshan.svg',
  },
  {
    id: 'kerala',
    tag: 'Domestic',
    title: 'Kerala backwaters and Munnar',
    text: 'Munnar tea hills, a private Alleppey houseboat night and Kochi.',
    cta: { label: 'See the tour', to: '/tour/kerala-backwaters-munnar' },
    image: '/images/home/offer-kerala.svg',
    package: { collection: 'tours', id: 'kerala-backwaters-munnar' },
  },
  {
    id: 'dubai',
    tag: 'International',
    title: 'Dubai family getaway',
    text: 'Desert safari, Burj Khalifa and a dhow cruise, with your visa filed by us.',
    cta: { label: 'See the tour', to: '/tour/dubai-delight' },
    image: '/images/home/offer-dubai.svg',
    package: { collection: 'tours', id: 'dubai-delight' },
  },
  {
    id: 'flights',
    tag: 'Tickets',
    title: 'Flights at fares we compare',
    text: 'Tell us the route and date; we check every airline and send options within 2 hours.',
    cta: { label: 'Book a flight', to: '/flight-booking' },
    image: '/images/home/offer-flights.svg',
  },
];
