// The offers carousel's four banners (spec §2, §9). Text lives in the page, the pictures behind it are ours.
export type Offer = {
  id: string;
  tag: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  image: string;
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
    title: 'Kerala backwaters, 5 nights',
    text: 'Munnar tea hills, a private Alleppey houseboat night and Kochi, from ₹18,500 per person.',
    cta: { label: 'See the tour', to: '/tour/kerala-backwaters-munnar' },
    image: '/images/home/offer-kerala.svg',
  },
  {
    id: 'dubai',
    tag: 'International',
    title: 'Dubai family getaway',
    text: 'Desert safari, Burj Khalifa and a dhow cruise, with your visa filed by us.',
    cta: { label: 'Holiday packages', to: '/holidays' },
    image: '/images/home/offer-dubai.svg',
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
