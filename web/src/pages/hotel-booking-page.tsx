import { tickets } from '#shared/i18n/en/tickets';
import { BookingLayout } from '../features/enquiries/components/booking-layout';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';
import { useT } from '../lib/locale';

export default function HotelBookingPage() {
  const t = useT(tickets);
  return (
    <BookingLayout title={t('hotelTitle')} intro={t('hotelIntro')}>
      <div className="panel">
        <TicketEnquiryForm type="hotel" />
      </div>
    </BookingLayout>
  );
}
