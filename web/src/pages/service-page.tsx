import { PageHeader } from '../components/page-header';

export default function ServicePage() {
  return <PageHeader title="Service" />;
}
