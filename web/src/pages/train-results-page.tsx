import { PageHeader } from '../components/page-header';

export default function TrainResultsPage() {
  return <PageHeader title="Trains" />;
}
