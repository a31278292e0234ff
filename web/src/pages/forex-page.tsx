import { PageHeader } from '../components/page-header';

export default function ForexPage() {
  return <PageHeader title="Forex/Foreign Exchange Form" />;
}
