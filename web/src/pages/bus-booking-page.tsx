import { tickets } from '#shared/i18n/en/tickets';
import { BookingLayout } from '../features/enquiries/components/booking-layout';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';
import { useT } from '../lib/locale';

export default function BusBookingPage() {
  const t = useT(tickets);
  return (
    <BookingLayout title={t('busTitle')} intro={t('busIntro')}>
      <div className="panel">
        <TicketEnquiryForm type="bus" />
      </div>
    </BookingLayout>
  );
}
