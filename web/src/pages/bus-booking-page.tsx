import { BookingLayout } from '../features/enquiries/components/booking-layout';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';

export default function BusBookingPage() {
  return (
    <BookingLayout
      title="Book Bus Ticket"
      intro="AC sleeper, seater and Volvo buses between cities, from operators we trust. Tell us your route and we send the best departures."
    >
      <div className="panel">
        <TicketEnquiryForm type="bus" />
      </div>
    </BookingLayout>
  );
}
