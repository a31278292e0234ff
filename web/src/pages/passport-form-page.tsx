import { PageHeader } from '../components/page-header';

export default function PassportFormPage() {
  return <PageHeader title="Passport Registration" />;
}
