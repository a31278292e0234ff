import { Suspense } from 'react';
import { Hero } from '../features/home/components/hero';
import { OffersCarousel } from '../features/home/components/offers-carousel';
import { OfferPriceSlot } from '../features/home/offer-price-slot';
import { ServiceGrid } from '../features/home/components/service-grid';
import { ServiceShowcase } from '../features/home/components/service-showcase';
import { usePageTitle } from '../lib/use-page-title';
// The package rows' look comes with the first paint: their prerendered markup must not wait for their code.
import '../features/catalog/catalog.css';
import { patientLazy } from '../lib/patient-lazy';

// A banner's price reads the catalog, whose data layer waits until the page has settled: its own chunk.
const OfferPackagePrice = patientLazy(() => import('../features/catalog/components/offer-package-price'));
// Below the first screen (the package rows) or not drawn at first (the welcome popup): index.html carries their
// prerendered markup, and their code comes after the first script, asked for at once and hydrated when in.
const HomePackageRows = patientLazy(() =>
  import('../features/catalog/components/home-package-rows').then((module) => ({ default: module.HomePackageRows })),
);
const WelcomePopup = patientLazy(() =>
  import('../features/home/components/welcome-popup').then((module) => ({ default: module.WelcomePopup })),
);

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
      {/* One boundary for both (the popup is a modal dialog: where it sits in the page does not matter). */}
      <Suspense fallback={null}>
        <HomePackageRows />
        <WelcomePopup />
      </Suspense>
      <ServiceShowcase />
    </>
  );
}
