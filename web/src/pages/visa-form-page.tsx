import { BRAND } from '#shared/constants';
import { documents } from '#shared/i18n/en/screens/documents';
import { PageHeader } from '../components/page-header';
import { useScreenT } from '../lib/locale';
import { VisaForm } from '../features/submissions/components/visa-form';
import { RequestAside } from '../features/submissions/components/request-aside';

export const texts = [documents];

export default function VisaFormPage() {
  const t = useScreenT(documents);
  return (
    <div className="form-page container">
      <PageHeader title={t('visaTitle')} intro={t('visaIntro')} />
      <div className="form-page__layout">
        <VisaForm />
        <RequestAside
          title={t('nextTitle')}
          steps={[t('visaStep1'), t('visaStep2'), t('visaStep3')]}
          phone={BRAND.mobile}
        />
      </div>
    </div>
  );
}
