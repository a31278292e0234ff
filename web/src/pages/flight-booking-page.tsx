import { PageHeader } from '../components/page-header';
import { BookingSteps } from '../features/enquiries/components/booking-steps';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';

export default function FlightBookingPage() {
  return (
    <div className="booking-page container">
      <PageHeader title="Book Flight Ticket" intro="Domestic and international flights at fares we compare across airlines, with baggage and cancellation rules explained." />
      <div className="booking-page__layout">
        <div className="panel">
          <TicketEnquiryForm type="flight" />
        </div>
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
