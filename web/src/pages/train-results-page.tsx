import { useSearchParams } from 'react-router-dom';
import { trains } from '#shared/i18n/en/screens/trains';
import { PageHeader } from '../components/page-header';
import { useScreenT } from '../lib/locale';
import { TrainResults } from '../features/trains/components/train-results';
import '../features/enquiries/enquiries.css';

export const texts = [trains];

export default function TrainResultsPage() {
  const t = useScreenT(trains);
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
      <PageHeader title={t('title')} />
      <TrainResults query={query} search={`?${params}`} />
    </div>
  );
}
