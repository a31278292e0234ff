import { PageHeader } from '../components/page-header';

export default function ToursPage() {
  return <PageHeader title="Explore Our Packages" />;
}
