import { BRAND } from '#shared/constants';
import { PageHeader } from '../components/page-header';
import { PassportForm } from '../features/submissions/components/passport-form';
import { RequestAside } from '../features/submissions/components/request-aside';

export default function PassportFormPage() {
  return (
    <div className="form-page container">
      <PageHeader
        title="Passport Registration"
        intro="New passport or renewal: register with us and we help you fill the application, book the Passport Seva Kendra appointment and prepare your documents."
      />
      <div className="form-page__layout">
        <PassportForm />
        <RequestAside
          title="What happens next"
          steps={[
            'We review your details and ID proof.',
            'We fill the online application and book your appointment.',
            'You visit the Passport Seva Kendra with the originals.',
          ]}
          phone={BRAND.mobile}
        />
      </div>
    </div>
  );
}
