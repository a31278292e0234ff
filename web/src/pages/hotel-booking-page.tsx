import { BookingLayout } from '../features/enquiries/components/booking-layout';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';

export default function HotelBookingPage() {
  return (
    <BookingLayout
      title="Book Hotel"
      intro="Hotels, resorts and homestays for every budget, from temple towns to hill stations."
    >
      <div className="panel">
        <TicketEnquiryForm type="hotel" />
      </div>
    </BookingLayout>
  );
}
