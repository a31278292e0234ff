import { forex } from '#shared/i18n/en/forex';
import { BRAND } from '#shared/constants';
import { PageHeader } from '../components/page-header';
import { ForexForm } from '../features/forex/components/forex-form';
import { useT } from '../lib/locale';

export default function ForexPage() {
  const t = useT(forex);
  return (
    <div className="forex-page container">
      <PageHeader title={t('title')} intro={t('intro')} />
      <ForexForm />
      <p className="forex-page__note">
        {t('note')} <a href={`tel:${BRAND.mobile.replace(/[^\d+]/g, '')}`}>{BRAND.mobile}</a>.
      </p>
    </div>
  );
}
