import { tickets } from '#shared/i18n/en/tickets';
import { BookingLayout } from '../features/enquiries/components/booking-layout';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';
import { useT } from '../lib/locale';

export default function FlightBookingPage() {
  const t = useT(tickets);
  return (
    <BookingLayout title={t('flightTitle')} intro={t('flightIntro')}>
      <div className="panel">
        <TicketEnquiryForm type="flight" />
      </div>
    </BookingLayout>
  );
}
