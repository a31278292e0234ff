import { BookingLayout } from '../features/enquiries/components/booking-layout';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';

export default function FlightBookingPage() {
  return (
    <BookingLayout
      title="Book Flight Ticket"
      intro="Domestic and international flights at fares we compare across airlines, with baggage and cancellation rules explained."
    >
      <div className="panel">
        <TicketEnquiryForm type="flight" />
      </div>
    </BookingLayout>
  );
}
