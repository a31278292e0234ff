// The offers carousel's four banners (spec §2, §9). Text lives in the page, the pictures behind it are ours.
import type { home } from '#shared/i18n/en/home';
import type { Translate } from '#shared/i18n/messages';

export type Offer = {
  id: string;
  tag: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  image: string;
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
    text: t('offerKeralaText', { price: 18500 }),
    cta: { label: t('offerKeralaCta'), to: '/tour/kerala-backwaters-munnar' },
    image: '/images/home/offer-kerala.svg',
  },
  {
    id: 'dubai',
    tag: t('offerDubaiTag'),
    title: t('offerDubaiTitle'),
    text: t('offerDubaiText'),
    cta: { label: t('offerDubaiCta'), to: '/holidays' },
    image: '/images/home/offer-dubai.svg',
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
