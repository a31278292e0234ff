import { PageHeader } from '../components/page-header';

export default function SearchPage() {
  return <PageHeader title="Search" />;
}
