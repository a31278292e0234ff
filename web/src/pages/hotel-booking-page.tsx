import { PageHeader } from '../components/page-header';
import { BookingSteps } from '../features/enquiries/components/booking-steps';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';

export default function HotelBookingPage() {
  return (
    <div className="booking-page container">
      <PageHeader title="Book Hotel" intro="Hotels, resorts and homestays for every budget, from temple towns to hill stations." />
      <div className="booking-page__layout">
        <div className="panel">
          <TicketEnquiryForm type="hotel" />
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
