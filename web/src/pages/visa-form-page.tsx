import { BRAND } from '#shared/constants';
import { PageHeader } from '../components/page-header';
import { VisaForm } from '../features/submissions/components/visa-form';
import { RequestAside } from '../features/submissions/components/request-aside';

export default function VisaFormPage() {
  return (
    <div className="form-page container">
      <PageHeader
        title="Visa Application"
        intro="Tourist, business and student visas: send your details and a copy of your passport, and our visa desk will call you with the documents, fees and timeline for your destination."
      />
      <div className="form-page__layout">
        <VisaForm />
        <RequestAside
          title="What happens next"
          steps={[
            'We check your passport copy and travel date.',
            'A visa specialist calls you with the exact document list and fees.',
            'We prepare and file the application with you.',
          ]}
          phone={BRAND.mobile}
        />
      </div>
    </div>
  );
}
