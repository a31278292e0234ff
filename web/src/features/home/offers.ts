// The offers carousel's four banners (spec §2, §9). Text lives in the page, the pictures behind it are ours.
// A banner for a package names it; its price comes from the catalog, never from this text.
import type { home } from '#shared/i18n/en/home';
import type { Translate } from '#shared/i18n/messages';
import type { PackageCollection } from '#shared/catalog/collections';

export type Offer = {
  id: string;
  tag: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  image: string;
  package?: { collection: PackageCollection; id: string };
};

/** The banners in the visitor's language. */
export const offers = (t: Translate<(typeof home)['en']>): Offer[] => [
  {
    id: 'darshan',
    tag: t('offerDarshanTag'),
    title: t('offerDarshanTitle'),
    text: t('offerDarshanText'),
    cta: { label: t('offerDarshanCta'), to: '/tirupati-tickets' },
    image: '/images/home/offer-darshan.svg',
  },
  {
    id: 'kerala',
    tag: t('offerKeralaTag'),
    title: t('offerKeralaTitle'),
    text: t('offerKeralaText'),
    cta: { label: t('offerKeralaCta'), to: '/tour/kerala-backwaters-munnar' },
    image: '/images/home/offer-kerala.svg',
    package: { collection: 'tours', id: 'kerala-backwaters-munnar' },
  },
  {
    id: 'dubai',
    tag: t('offerDubaiTag'),
    title: t('offerDubaiTitle'),
    text: t('offerDubaiText'),
    cta: { label: t('offerDubaiCta'), to: '/tour/dubai-delight' },
    image: '/images/home/offer-dubai.svg',
    package: { collection: 'tours', id: 'dubai-delight' },
  },
  {
    id: 'flights',
    tag: t('offerFlightsTag'),
    title: t('offerFlightsTitle'),
    text: t('offerFlightsText'),
    cta: { label: t('offerFlightsCta'), to: '/flight-booking' },
    image: '/images/home/offer-flights.svg',
  },
];
