import { tickets } from '#shared/i18n/en/tickets';
import { useSearchParams } from 'react-router-dom';
import { BookingLayout } from '../features/enquiries/components/booking-layout';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';
import { StationCombobox } from '../features/trains/components/station-combobox';
import { useTrainSearch } from '../features/trains/use-train-search';
import { useT } from '../lib/locale';

export default function TrainBookingPage() {
  const t = useT(tickets);
  const trainSearch = useTrainSearch();
  // 'Change search' on the results comes back here with the last search in the query.
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return (
    <BookingLayout
      title={t('trainTitle')}
      intro={t('trainIntro')}
      steps={[t('trainStep1'), t('trainStep2'), t('trainStep3')]}
    >
      <div className="panel">
        <TicketEnquiryForm
          type="train"
          renderPlace={(field) => <StationCombobox {...field} />}
          search={trainSearch}
          initial={{
            from,
            fromCode: from,
            to,
            toCode: to,
            date: params.get('date') ?? '',
            passengers: params.get('passengers') || '1',
          }}
        />
      </div>
    </BookingLayout>
  );
}
