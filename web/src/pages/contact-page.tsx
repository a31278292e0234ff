import { BRAND } from '#shared/constants';
import { layoutLater } from '#shared/i18n/en/layout-later';
import { documents } from '#shared/i18n/en/screens/documents';
import { PageHeader } from '../components/page-header';
import { useScreenT, useT } from '../lib/locale';
import { ContactForm } from '../features/submissions/components/contact-form';
import { RequestAside } from '../features/submissions/components/request-aside';

export const texts = [documents];

export default function ContactPage() {
  const t = useScreenT(documents);
  // The hours as the footer gives them in the visitor's language.
  const shell = useT(layoutLater);
  return (
    <div className="form-page container">
      <PageHeader title={t('contactTitle')} intro={t('contactIntro')} />
      <div className="form-page__layout">
        <ContactForm />
        <RequestAside
          title={t('visitOrCall')}
          address={BRAND.headOffice}
          hours={shell('hours')}
          phone={BRAND.mobile}
          email={BRAND.email}
        />
      </div>
    </div>
  );
}
