import { darshan } from '#shared/i18n/en/darshan';
import { PageHeader } from '../components/page-header';
import { DarshanForm } from '../features/darshan/components/darshan-form';
import { DarshanInfo } from '../features/darshan/components/darshan-info';
import { config } from '../lib/config';
import '../features/darshan/darshan.css';
import { useT } from '../lib/locale';

export default function TirupatiTicketsPage() {
  const t = useT(darshan);
  return (
    <div className="form-page container">
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="form-page__layout">
        <DarshanForm window={config.darshanWindow} />
        <DarshanInfo />
      </div>
    </div>
  );
}
