import { PageHeader } from '../components/page-header';
import { BookingSteps } from '../features/enquiries/components/booking-steps';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';
import { TicketTypeTabs } from '../features/enquiries/components/ticket-type-tabs';
import { StationCombobox } from '../features/trains/components/station-combobox';
import { useTrainSearch } from '../features/trains/use-train-search';

export default function TicketsPage() {
  const trainSearch = useTrainSearch();
  return (
    <div className="booking-page container">
      <PageHeader title="Book Tickets" intro="Trains, buses, flights and hotels across India and abroad. Tell us your trip and we send you options and fares on WhatsApp." />
      <div className="booking-page__layout">
        <TicketTypeTabs
          renderPanel={(type) =>
            type === 'train' ? (
              <TicketEnquiryForm key={type} type="train" renderPlace={(field) => <StationCombobox {...field} />} search={trainSearch} />
            ) : (
              <TicketEnquiryForm key={type} type={type} />
            )
          }
        />
        <BookingSteps
          steps={[
            'Fill in what you know: nothing is mandatory.',
            'WhatsApp opens with your details; send the message.',
            'We reply with options and fares, usually within the hour (Mon–Sat, 9:30 am to 7 pm).',
          ]}
        />
      </div>
    </div>
  );
}
