import { BRAND } from '#shared/constants';
import { documents } from '#shared/i18n/en/screens/documents';
import { PageHeader } from '../components/page-header';
import { useScreenT } from '../lib/locale';
import { PassportForm } from '../features/submissions/components/passport-form';
import { RequestAside } from '../features/submissions/components/request-aside';

export const texts = [documents];

export default function PassportFormPage() {
  const t = useScreenT(documents);
  return (
    <div className="form-page container">
      <PageHeader title={t('passportTitle')} intro={t('passportIntro')} />
      <div className="form-page__layout">
        <PassportForm />
        <RequestAside
          title={t('nextTitle')}
          steps={[t('passportStep1'), t('passportStep2'), t('passportStep3')]}
          phone={BRAND.mobile}
        />
      </div>
    </div>
  );
}
