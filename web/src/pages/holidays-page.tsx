import { holidays } from '#shared/i18n/en/screens/holidays';
import { PageHeader } from '../components/page-header';
import { HolidayLists } from '../features/catalog/components/holiday-lists';
import { useScreenT } from '../lib/locale';

export const texts = [holidays];

export default function HolidaysPage() {
  const t = useScreenT(holidays);
  return (
    <div className="container">
      <PageHeader title={t('title')} intro={t('intro')} />
      <HolidayLists />
    </div>
  );
}
