import { PageHeader } from '../components/page-header';

export default function VisaFormPage() {
  return <PageHeader title="Visa Application" />;
}
