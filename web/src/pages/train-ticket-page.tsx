import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { trains } from '#shared/i18n/en/screens/trains';
import { useScreenT } from '../lib/locale';
import { usePageTitle } from '../lib/use-page-title';
import { TrainTicket } from '../features/trains/components/train-ticket';

export const texts = [trains];

export default function TrainTicketPage() {
  const t = useScreenT(trains);
  const { trainNumber = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  usePageTitle(t('trainTitle', { number: trainNumber }));
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
