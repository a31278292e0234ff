import { PageHeader } from '../components/page-header';

export default function ServicesPage() {
  return <PageHeader title="Our Services" />;
}
