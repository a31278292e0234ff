import { PageHeader } from '../components/page-header';
import { BookingSteps } from '../features/enquiries/components/booking-steps';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';

export default function BusBookingPage() {
  return (
    <div className="booking-page container">
      <PageHeader title="Book Bus Ticket" intro="AC sleeper, seater and Volvo buses between cities, from operators we trust. Tell us your route and we send the best departures." />
      <div className="booking-page__layout">
        <div className="panel">
          <TicketEnquiryForm type="bus" />
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
