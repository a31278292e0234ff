import { useSearchParams } from 'react-router-dom';
import { BookingLayout } from '../features/enquiries/components/booking-layout';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';
import { StationCombobox } from '../features/trains/components/station-combobox';
import { useTrainSearch } from '../features/trains/use-train-search';

const TRAIN_STEPS = [
  'Search trains between two stations, or just tell us your journey.',
  'Pick a train and enquire: WhatsApp opens with the train and your details.',
  'We check seats in your class and confirm the fare before you pay.',
];

export default function TrainBookingPage() {
  const trainSearch = useTrainSearch();
  // 'Change search' on the results comes back here with the last search in the query.
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return (
    <BookingLayout
      title="Book Train Ticket"
      intro="Search trains between any two stations on the Indian Railways timetable, then send us your choice on WhatsApp."
      steps={TRAIN_STEPS}
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
