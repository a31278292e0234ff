import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../components/page-header';
import { TrainResults } from '../features/trains/components/train-results';
import '../features/enquiries/enquiries.css';

export default function TrainResultsPage() {
  const [params] = useSearchParams();
  const query = {
    type: params.get('type') || 'train',
    from: (params.get('from') ?? '').toUpperCase(),
    to: (params.get('to') ?? '').toUpperCase(),
    date: params.get('date') ?? '',
    passengers: params.get('passengers') || '1',
  };
  return (
    <div className="form-page container">
      <PageHeader title="Trains" />
      <TrainResults query={query} search={`?${params}`} />
    </div>
  );
}
