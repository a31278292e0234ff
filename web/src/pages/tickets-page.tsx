import { BookingLayout } from '../features/enquiries/components/booking-layout';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';
import { TicketTypeTabs } from '../features/enquiries/components/ticket-type-tabs';
import { StationCombobox } from '../features/trains/components/station-combobox';
import { useTrainSearch } from '../features/trains/use-train-search';

export default function TicketsPage() {
  const trainSearch = useTrainSearch();
  return (
    <BookingLayout
      title="Book Tickets"
      intro="Trains, buses, flights and hotels across India and abroad. Tell us your trip and we send you options and fares on WhatsApp."
    >
      <TicketTypeTabs
        renderPanel={(type) =>
          type === 'train' ? (
            <TicketEnquiryForm
              key={type}
              type="train"
              renderPlace={(field) => <StationCombobox {...field} />}
              search={trainSearch}
            />
          ) : (
            <TicketEnquiryForm key={type} type={type} />
          )
        }
      />
    </BookingLayout>
  );
}
