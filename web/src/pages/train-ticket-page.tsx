import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../lib/use-page-title';
import { TrainTicket } from '../features/trains/components/train-ticket';

export default function TrainTicketPage() {
  const { trainNumber = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  usePageTitle(`Train ${trainNumber}`);
  const query = {
    from: (params.get('from') ?? '').toUpperCase(),
    to: (params.get('to') ?? '').toUpperCase(),
    date: params.get('date') ?? '',
    passengers: params.get('passengers') || '1',
  };
  return (
    <div className="container">
      <TrainTicket trainNumber={trainNumber} query={query} passed={location.state} />
    </div>
  );
}
