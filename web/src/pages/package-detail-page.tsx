import { PageHeader } from '../components/page-header';

export default function PackageDetailPage() {
  return <PageHeader title="Package" />;
}
