import { lazy } from 'react';
import { HomePackageRows } from '../features/catalog/components/home-package-rows';
import { Hero } from '../features/home/components/hero';
import { OffersCarousel } from '../features/home/components/offers-carousel';
import { OfferPriceSlot } from '../features/home/offer-price-slot';
import { ServiceGrid } from '../features/home/components/service-grid';
import { ServiceShowcase } from '../features/home/components/service-showcase';
import { WelcomePopup } from '../features/home/components/welcome-popup';
import { usePageTitle } from '../lib/use-page-title';

// A banner's price reads the catalog, whose data layer waits until the page has settled: its own chunk.
const OfferPackagePrice = lazy(() => import('../features/catalog/components/offer-package-price'));

/** The home page (spec §2): hero with banner, service tiles, offers, package rows, service showcase, welcome popup. */
export default function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <Hero />
      <ServiceGrid />
      <OfferPriceSlot.Provider value={OfferPackagePrice}>
        <OffersCarousel />
      </OfferPriceSlot.Provider>
      <HomePackageRows />
      <ServiceShowcase />
      <WelcomePopup />
    </>
  );
}
