import { packages } from '#shared/i18n/en/packages';
import { PageHeader } from '../components/page-header';
import { ToursBrowser } from '../features/catalog/components/tours-browser';
import { useT } from '../lib/locale';

export default function ToursPage() {
  const t = useT(packages);
  return (
    <div className="container">
      <PageHeader title={t('toursTitle')} intro={t('toursIntro')} />
      <ToursBrowser />
    </div>
  );
}
