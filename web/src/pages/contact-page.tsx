import { BRAND } from '#shared/constants';
import { PageHeader } from '../components/page-header';
import { ContactForm } from '../features/submissions/components/contact-form';
import { RequestAside } from '../features/submissions/components/request-aside';

export default function ContactPage() {
  return (
    <div className="form-page container">
      <PageHeader
        title="Contact Us"
        intro="Questions about a tour, a ticket or your documents? Write to us and our team will get back to you."
      />
      <div className="form-page__layout">
        <ContactForm />
        <RequestAside
          title="Visit or call us"
          address={BRAND.headOffice}
          hours={BRAND.hours}
          phone={BRAND.mobile}
          email={BRAND.email}
        />
      </div>
    </div>
  );
}
