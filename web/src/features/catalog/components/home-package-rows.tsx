import { packages } from '#shared/i18n/en/packages';
import { Suspense, useRef, type ComponentType } from 'react';
import type { TourPackage } from '#shared/catalog/schemas';
import { useNearScreen } from '../../../lib/use-near-screen';
import { usePageSettled } from '../../../lib/use-page-settled';
import { PackageRow } from './package-row';
import '../catalog.css';
import { useT } from '../../../lib/locale';
import { patientLazy } from '../../../lib/patient-lazy';

type Lists = { devotionals?: TourPackage[]; tours?: TourPackage[]; treks?: TourPackage[] };
/** A list that failed to load: its retry (the row keeps its skeleton). */
type Retries = Partial<Record<keyof Lists, () => void>>;
type Card = ComponentType<{ item: TourPackage; eager?: boolean }>;
/** Before the lists come there are no cards to draw: the rows show skeletons only. */
const NO_CARD: Card = () => null;

/** The three rows; a list still loading (undefined) shows skeleton cards of the same size. */
export function PackageRows({
  devotionals,
  tours,
  treks,
  retry = {},
  Card = NO_CARD,
}: Lists & { retry?: Retries; Card?: Card }) {
  const t = useT(packages);
  return (
    <>
      <PackageRow
        title={t('devotionalRow')}
        subtitle={t('devotionalRowSub')}
        items={devotionals ?? []}
        loading={!devotionals}
        onRetry={retry.devotionals}
        more={{ to: '/tours?filter=devotional' }}
        Card={Card}
      />
      <PackageRow
        title={t('toursRow')}
        subtitle={t('toursRowSub')}
        items={tours?.filter((item) => item.type === 'domestic') ?? []}
        loading={!tours}
        onRetry={retry.tours}
        more={{ to: '/tours?filter=domestic' }}
        Card={Card}
      />
      <PackageRow
        title={t('treksRow')}
        subtitle={t('treksRowSub')}
        items={treks ?? []}
        loading={!treks}
        onRetry={retry.treks}
        more={{ to: '/tours?filter=trekking' }}
        Card={Card}
      />
    </>
  );
}

const LivePackageRows = patientLazy(() => import('./live-package-rows'));

/**
 * The home page's devotional, tour and trekking rows (spec §2). They sit below the first screen, so their
 * data layer (the query cache, the API client), the catalog requests and a dozen pictures wait until the first
 * screen has settled (the visitor's first scroll or tap, or two quiet seconds after the load) and the rows are
 * near the screen: on a slow phone the first screen gets the line and the processor to itself.
 */
export function HomePackageRows() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, '600px');
  const settled = usePageSettled();
  return (
    <div ref={ref} className="home-package-rows container">
      {near && settled ? (
        <Suspense fallback={<PackageRows />}>
          <LivePackageRows />
        </Suspense>
      ) : (
        <PackageRows />
      )}
    </div>
  );
}
