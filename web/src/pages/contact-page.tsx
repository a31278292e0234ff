import { BRAND } from '#shared/constants';
import { documents } from '#shared/i18n/en/screens/documents';
import { PageHeader } from '../components/page-header';
import { useScreenT } from '../lib/locale';
import { ContactForm } from '../features/submissions/components/contact-form';
import { RequestAside } from '../features/submissions/components/request-aside';

export const texts = [documents];

export default function ContactPage() {
  const t = useScreenT(documents);
  return (
    <div className="form-page container">
      <PageHeader title={t('contactTitle')} intro={t('contactIntro')} />
      <div className="form-page__layout">
        <ContactForm />
        <RequestAside
          title={t('visitOrCall')}
          address={BRAND.headOffice}
          hours={t('officeHours')}
          phone={BRAND.mobile}
          email={BRAND.email}
        />
      </div>
    </div>
  );
}
